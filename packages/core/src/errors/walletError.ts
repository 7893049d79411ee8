import { FoyerError } from "./FoyerError.js";
import type { WalletErrorName } from "./walletErrorCodes.js";

/** `WalletError.code` of a wallet error whose numeric code is missing or unknown. */
export const UNKNOWN_WALLET_ERROR = "WALLET_ERROR";

/** A known wallet code by name (behaviour §8: 4001 → USER_REJECTED, …), INSUFFICIENT_FUNDS, or WALLET_ERROR. */
export type WalletErrorCode = WalletErrorName | "INSUFFICIENT_FUNDS" | typeof UNKNOWN_WALLET_ERROR;

/**
 * What a wallet answered with: a rejection, an unsupported method, an unknown
 * chain (behaviour §8 wallet codes). Built by `normalizeWalletError`, which keeps
 * the number in `details.walletCode` and the wallet's own text in
 * `details.walletMessage`; adapters also throw it where a wallet's answer
 * leaves them without what they asked for (a session granting no account).
 */
export class WalletError extends FoyerError<WalletErrorCode> {
  static override readonly docsPath: string = "docs/errors.md#walleterror";
  override readonly name = "WalletError";
}
