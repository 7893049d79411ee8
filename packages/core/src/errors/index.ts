export {
  type ErrorCategory,
  FoyerError,
  type FoyerErrorOptions,
  isFoyerError,
} from "./FoyerError.js";
export { type MessageKey, messages } from "./messages.js";
