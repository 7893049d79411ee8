export { isSwapChain, NATIVE_TOKEN_ADDRESS, SWAP_CHAIN_IDS } from "@foyer/protocol";
export { createQuoteScheduler, type QuoteScheduler, type QuoteState } from "./quoteScheduler.js";
export { formatRate, minimumReceived, networkFeeFiat, swapRate } from "./swapDisplay.js";
export {
  SWAP_FLOW_ERROR_CODES,
  SwapError,
  type SwapErrorCode,
  swapError,
  swapRevertedError,
  toSwapError,
} from "./swapError.js";
export {
  createSwapFlow,
  type SwapEffects,
  type SwapFlow,
  type SwapFlowOptions,
  type SwapFlowState,
  type SwapPreview,
  type SwapProgress,
  type SwapQuoteInput,
  type SwapStep,
} from "./swapFlow.js";
export {
  needsApproval,
  readSwapForm,
  type SwapFormInput,
  type SwapFormProblem,
  type SwapFormReading,
  type SwapFormToken,
} from "./swapForm.js";
export { swapMessages } from "./swapMessages.js";
export { simulateSwap } from "./swapSimulation.js";
export {
  type ReceiptStatus,
  type ReceiptWaitOptions,
  waitForReceipt,
} from "./transactionReceipt.js";
