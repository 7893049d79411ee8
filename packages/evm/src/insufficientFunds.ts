import { insufficientFundsError } from "@foyer/core/internal";
import { walkErrorChain } from "@foyer/protocol";
import { BaseError, InsufficientFundsError } from "viem";

/**
 * Whether the account can't pay for the transaction: viem's `InsufficientFundsError` anywhere
 * in the chain, or a node's or wallet's answer that viem would classify as one (its own
 * `nodeMessage` rule, on a viem error's `details` or a raw EIP-1193 error's `message`):
 * wallets and nodes have no numeric code for it, only these words. Loaded with the
 * transaction code, off the first load.
 */
export function cannotPay(error: unknown): boolean {
  const unpaid = walkErrorChain(error, (link) => {
    if (link instanceof InsufficientFundsError) return true;
    if (!(link instanceof Object)) return false;
    const text = link instanceof BaseError ? link.details : (link as { message?: unknown }).message;
    return typeof text === "string" && InsufficientFundsError.nodeMessage.test(text.toLowerCase());
  });
  return unpaid !== undefined;
}

/** Runs a transaction call; an account that can't pay rejects as INSUFFICIENT_FUNDS, the rest as it came. */
export async function sayingWhenUnpaid<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw cannotPay(error) ? insufficientFundsError(error) : error;
  }
}
