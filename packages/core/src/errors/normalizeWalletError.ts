import { type CoreText, coreText } from "../i18n/coreText.js";
import { FoyerError } from "./FoyerError.js";
import { foyerMessages } from "./foyerMessages.js";
import { readWalletErrorCode } from "./readWalletErrorCode.js";
import { UNKNOWN_WALLET_ERROR, WalletError, type WalletErrorCode } from "./walletError.js";
import { WALLET_ERROR_MESSAGES, walletErrorName } from "./walletErrorCodes.js";

/** Per-name text overrides, e.g. the connect flow's "Connection rejected" for USER_REJECTED. */
export type WalletErrorMessages = Partial<Record<WalletErrorCode, string | CoreText>>;

function messageOf(error: unknown): string | undefined {
  if (error instanceof FoyerError) return error.shortMessage;
  if (typeof error === "object" && error !== null && "message" in error) {
    return typeof error.message === "string" ? error.message : undefined;
  }
  return typeof error === "string" ? error : undefined;
}

/**
 * Turns whatever a wallet threw into a `WalletError` (behaviour §8 wallet codes).
 * `code` is the wallet code's name (e.g. "USER_REJECTED") or
 * {@link UNKNOWN_WALLET_ERROR}; `details.walletCode` keeps the number and
 * `details.walletMessage` the wallet's own text; the original is the `cause`.
 * A `FoyerError` passes through unchanged.
 *
 * The message is Foyer's default for the code unless `overrides` names one:
 * a connect flow passes "Connection rejected" for USER_REJECTED,
 * other flows keep the neutral default.
 */
export function normalizeWalletError(
  error: unknown,
  overrides: WalletErrorMessages = {},
): FoyerError {
  if (error instanceof FoyerError) return error;
  const walletCode = readWalletErrorCode(error);
  const name = walletCode === undefined ? undefined : walletErrorName(walletCode);
  const code: WalletErrorCode = name ?? UNKNOWN_WALLET_ERROR;
  const fallback =
    name === undefined
      ? coreText("walletError", foyerMessages.walletError)
      : WALLET_ERROR_MESSAGES[name];
  const walletMessage = messageOf(error);
  return new WalletError(overrides[code] ?? fallback, {
    code,
    details: {
      ...(walletCode === undefined ? {} : { walletCode }),
      ...(walletMessage === undefined ? {} : { walletMessage }),
    },
    cause: error,
  });
}

/**
 * Whether the user turned the request down in their wallet: code 4001, or
 * WalletConnect's 5000 (behaviour §8 lists both as user rejection), anywhere in
 * the error's wrapping chain, including a `FoyerError` made by
 * {@link normalizeWalletError}.
 */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof WalletError) {
    if (error.code === "USER_REJECTED" || error.code === "WALLETCONNECT_USER_REJECTED") return true;
  }
  const code = readWalletErrorCode(error);
  return code === 4001 || code === 5000;
}
