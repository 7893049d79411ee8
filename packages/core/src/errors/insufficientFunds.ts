import { coreText } from "../i18n/coreText.js";
import { insufficientFundsMessage } from "./insufficientFundsMessage.js";
import { WalletError } from "./walletError.js";

/**
 * `WalletError.code` when the account can't pay what a transaction costs (its network fee, or
 * its value). Wallets have no numeric code for it; adapters recognise it in their libraries'
 * classified errors (viem's `InsufficientFundsError`). Apart from the other wallet errors so
 * it loads with the code that sends, not the first screen.
 */
export const INSUFFICIENT_FUNDS = "INSUFFICIENT_FUNDS";

export { insufficientFundsMessage } from "./insufficientFundsMessage.js";

/** The account can't pay for the transaction. */
export function insufficientFundsError(cause: unknown): WalletError {
  return new WalletError(coreText("walletInsufficientFunds", insufficientFundsMessage), {
    code: INSUFFICIENT_FUNDS,
    cause,
  });
}
