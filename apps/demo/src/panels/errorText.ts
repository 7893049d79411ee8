import { isFoyerError, normalizeWalletError, readWalletErrorCode } from "@foyer/core";

/**
 * What the page says when an action fails: Foyer's wording for a wallet's numbered error (4001
 * becomes "The request was rejected in the wallet"), else the error's own first line.
 */
export function errorText(error: unknown): string {
  if (isFoyerError(error)) return error.shortMessage;
  if (readWalletErrorCode(error) !== undefined) return normalizeWalletError(error).shortMessage;
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}
