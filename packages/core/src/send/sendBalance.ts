import type { TokenBalanceItem } from "../api/blockchain/blockchainTypes.js";
import { tokenContractAddress } from "./sendRequest.js";

/** Why a send cannot be paid for, or undefined when the balance covers it. */
export type SendBalanceProblem = "insufficientBalance" | "insufficientForFee";

export interface SendBalanceInput {
  /** The chosen token as the balance route listed it (quantity in whole tokens). */
  token: Pick<TokenBalanceItem, "address" | "quantity">;
  /** The amount to send in the token's smallest unit (see `parseUnits`). */
  amount: bigint;
  /**
   * The network fee in the native token's smallest unit (gas × gas price),
   * when the estimate is known. Only a native send spends it from the same
   * balance; an ERC-20 transfer pays it in the native token.
   */
  fee?: bigint;
}

/**
 * The chosen token's balance in its smallest unit. The balance route's
 * `numeric` may carry more digits than `decimals` (a rounded float from
 * a price feed); anything past `decimals` is dropped, never rounded up, so
 * the check can't let through a send the chain would refuse.
 */
export function tokenBalanceUnits(token: Pick<TokenBalanceItem, "quantity">): bigint | undefined {
  const decimals = Number(token.quantity.decimals);
  const match = /^(\d*)(?:\.(\d*))?$/.exec(token.quantity.numeric.trim());
  if (match === null || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    return undefined;
  }
  const [, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return undefined;
  return BigInt((whole || "0") + fraction.slice(0, decimals).padEnd(decimals, "0"));
}

/**
 * Checks a send against the chosen token's balance before the wallet is
 * asked: more than the balance is 'insufficientBalance'; a native send whose
 * amount fits but leaves no room for the known fee is 'insufficientForFee'.
 * An unreadable balance passes: the wallet and the chain still refuse an
 * overdraft, and blocking a send on our own parsing would be worse.
 */
export function sendBalanceProblem(input: SendBalanceInput): SendBalanceProblem | undefined {
  const balance = tokenBalanceUnits(input.token);
  if (balance === undefined) return undefined;
  if (input.amount > balance) return "insufficientBalance";
  const native = tokenContractAddress(input.token) === undefined;
  if (native && input.fee !== undefined && input.amount + input.fee > balance) {
    return "insufficientForFee";
  }
  return undefined;
}
