import { insufficientFundsError } from "@foyer/core/internal";
import { BaseError, InsufficientFundsError } from "viem";

const MAX_DEPTH = 8;

/**
 * Whether the account can't pay for the transaction: viem's `InsufficientFundsError` anywhere
 * in the chain, or a node's or wallet's answer that viem would classify as one (its own
 * `nodeMessage` rule, on a viem error's `details` or a raw EIP-1193 error's `message`):
 * wallets and nodes have no numeric code for it, only these words. Loaded with the
 * transaction code, off the first load.
 */
export function cannotPay(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Object; depth += 1) {
    if (current instanceof InsufficientFundsError) return true;
    const text =
      current instanceof BaseError ? current.details : (current as { message?: unknown }).message;
    if (typeof text === "string" && InsufficientFundsError.nodeMessage.test(text.toLowerCase())) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a transaction call; an account that can't pay rejects as INSUFFICIENT_FUNDS, the rest as it came. */
export async function sayingWhenUnpaid<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw cannotPay(error) ? insufficientFundsError(error) : error;
  }
}
