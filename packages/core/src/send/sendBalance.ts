import type { TokenBalanceItem } from "../api/blockchain/blockchainTypes.js";
import { formatUnits } from "../format/formatUnits.js";
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

/**
 * How many times the expected fee "Max" keeps back on a native send. Wallets
 * set an EIP-1559 fee cap (maxFeePerGas) of up to about twice the price they
 * expect, and the node refuses a transaction unless the balance covers the
 * value plus gas × that cap, not just the fee finally paid.
 */
export const MAX_FEE_RESERVE_FACTOR = 2n;

export interface MaxSendInput {
  token: Pick<TokenBalanceItem, "address" | "quantity">;
  /** The send's gas estimate, when known. */
  gas?: bigint;
  /** The expected gas price in the native token's smallest unit, when known. */
  gasPrice?: bigint;
}

/**
 * What "Max" fills in, in whole tokens: an ERC-20 token's whole balance; for
 * the native token the balance less `gas × gasPrice × MAX_FEE_RESERVE_FACTOR`
 * ("0" when that is more than the balance), or the whole balance when the fee
 * is unknown — the preview's fee check still speaks up then. Undefined when
 * the balance can't be read.
 */
export function maxSendAmount(input: MaxSendInput): string | undefined {
  const balance = tokenBalanceUnits(input.token);
  if (balance === undefined) return undefined;
  const decimals = Number(input.token.quantity.decimals);
  const native = tokenContractAddress(input.token) === undefined;
  if (!native || input.gas === undefined || input.gasPrice === undefined) {
    return formatUnits(balance, decimals);
  }
  const reserve = input.gas * input.gasPrice * MAX_FEE_RESERVE_FACTOR;
  return formatUnits(balance > reserve ? balance - reserve : 0n, decimals);
}
