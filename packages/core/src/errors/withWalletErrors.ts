import { normalizeWalletError } from "./normalizeWalletError.js";

/**
 * Runs a call that reaches a wallet and rejects only with `map`'s error
 * (a `WalletError` from `normalizeWalletError` unless the caller knows better),
 * so an adapter never hands core a wallet's raw throw.
 */
export async function withWalletErrors<T>(
  task: () => Promise<T>,
  map: (error: unknown) => Error = normalizeWalletError,
): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw map(error);
  }
}
