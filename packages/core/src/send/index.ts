export { ERC20_TRANSFER_SELECTOR, encodeErc20Transfer } from "./erc20Transfer.js";
export { parseUnits } from "./parseUnits.js";
export {
  type SendBalanceInput,
  type SendBalanceProblem,
  sendBalanceProblem,
  tokenBalanceUnits,
} from "./sendBalance.js";
export {
  buildSendTransaction,
  type SendTransactionDraft,
  tokenContractAddress,
} from "./sendRequest.js";
