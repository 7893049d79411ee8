export { ERC20_TRANSFER_SELECTOR, encodeErc20Transfer } from "./erc20Transfer.js";
export { parseUnits } from "./parseUnits.js";
export {
  MAX_FEE_RESERVE_FACTOR,
  type MaxSendInput,
  maxSendAmount,
  type SendBalanceInput,
  type SendBalanceProblem,
  sendBalanceProblem,
  tokenBalanceUnits,
} from "./sendBalance.js";
export { SEND_NAMESPACES, type SendFormInput, sendFormError } from "./sendForm.js";
export {
  buildSendTransaction,
  type SendTransactionDraft,
  tokenContractAddress,
} from "./sendRequest.js";
