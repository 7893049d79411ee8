export { FIAT_DECIMALS, formatFiat, formatTokenAmount, TOKEN_AMOUNT_DECIMALS } from "./amounts.js";
export type { DecimalInput } from "./decimal.js";
export { formatUnits } from "./formatUnits.js";
export { type OperationSign, operationSign } from "./operationSign.js";
export {
  formatRelativeTime,
  type RelativeTimeOptions,
  type TimestampInput,
} from "./relativeTime.js";
export { EMAIL_DISPLAY_MAX_CHARS, shortenEmail } from "./shortenEmail.js";
export { ADDRESS_END_CHARS, ADDRESS_START_CHARS, truncateAddress } from "./truncateAddress.js";
