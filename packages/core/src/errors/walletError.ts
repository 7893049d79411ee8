import { FoyerError } from "./FoyerError.js";
import { foyerMessages } from "./foyerMessages.js";
import type { WalletErrorName } from "./walletErrorCodes.js";

/** `WalletError.code` of a wallet error whose numeric code is missing or unknown. */
export const UNKNOWN_WALLET_ERROR = "WALLET_ERROR";

/**
 * `WalletError.code` when the account can't pay what a transaction costs (its network fee, or
 * its value). Wallets have no numeric code for it; adapters recognise it in their libraries'
 * classified errors (viem's `InsufficientFundsError`).
 */
export const INSUFFICIENT_FUNDS = "INSUFFICIENT_FUNDS";

/** A known wallet code by name (SPEC §8: 4001 → USER_REJECTED, …), INSUFFICIENT_FUNDS, or WALLET_ERROR. */
export type WalletErrorCode =
  | WalletErrorName
  | typeof INSUFFICIENT_FUNDS
  | typeof UNKNOWN_WALLET_ERROR;

/**
 * What a wallet answered with: a rejection, an unsupported method, an unknown
 * chain (SPEC §8 wallet codes). Built by `normalizeWalletError`, which keeps
 * the number in `details.walletCode` and the wallet's own text in
 * `details.walletMessage`; adapters also throw it where a wallet's answer
 * leaves them without what they asked for (a session granting no account).
 */
export class WalletError extends FoyerError<WalletErrorCode> {
  override readonly name = "WalletError";
}

/** The account can't pay for the transaction: 'Not enough funds to pay for this transaction and its network fee'. */
export function insufficientFundsError(cause: unknown): WalletError {
  return new WalletError(foyerMessages.walletInsufficientFunds, {
    code: INSUFFICIENT_FUNDS,
    cause,
  });
}
