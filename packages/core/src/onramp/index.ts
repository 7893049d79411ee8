export {
  isRestrictedTimezone,
  ONRAMP_PAYMENT_METHODS,
  type OnrampPaymentMethod,
  RESTRICTED_TIMEZONES,
} from "@foyer/protocol";
export {
  createOnrampFlow,
  type OnrampFailure,
  type OnrampFlow,
  type OnrampFlowOptions,
  type OnrampFlowState,
  type OnrampPurchase,
  type OnrampQuoteInput,
  type PurchaseWindow,
} from "./onrampFlow.js";
export {
  bestFirst,
  type OnrampAmountProblem,
  type OnrampLimit,
  paymentLimit,
  readOnrampAmount,
} from "./onrampForm.js";
