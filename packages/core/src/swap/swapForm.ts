import { parseUnits } from "../send/parseUnits.js";

/** What the swap form needs to know of a token. */
export interface SwapFormToken {
  /** CAIP-10. */
  address: string;
  decimals: number;
}

/** Why the form can't ask for a quote yet (the view words each). */
export type SwapFormProblem =
  | "chooseTokens"
  | "sameToken"
  | "enterAmount"
  | "invalidAmount"
  | "insufficientBalance";

export interface SwapFormInput {
  from: SwapFormToken | undefined;
  to: SwapFormToken | undefined;
  /** As typed, in whole tokens. */
  amount: string;
  /** The `from` token held, in its smallest unit; undefined while unknown. */
  balance: bigint | undefined;
}

export type SwapFormReading =
  | { ok: true; units: bigint }
  | { ok: false; problem: SwapFormProblem; units?: bigint };

/**
 * Reads the swap form: both tokens chosen and different, an amount above 0 that the `from`
 * token's decimals can hold, and no more than the balance. An amount over the balance still
 * carries its units, so the form can quote it while saying it can't be swapped.
 */
export function readSwapForm(input: SwapFormInput): SwapFormReading {
  const { from, to, balance } = input;
  if (!from || !to) return { ok: false, problem: "chooseTokens" };
  if (from.address.toLowerCase() === to.address.toLowerCase()) {
    return { ok: false, problem: "sameToken" };
  }
  const amount = input.amount.trim();
  if (amount === "") return { ok: false, problem: "enterAmount" };
  let units: bigint;
  try {
    units = parseUnits(amount, from.decimals);
  } catch {
    return { ok: false, problem: "invalidAmount" };
  }
  if (units === 0n) return { ok: false, problem: "enterAmount" };
  if (balance !== undefined && units > balance) {
    return { ok: false, problem: "insufficientBalance", units };
  }
  return { ok: true, units };
}

/**
 * Whether the router must be approved before the swap: an ERC-20 going into a transaction
 * that another contract executes (`txTo`) while its allowance is short. The native coin
 * travels as the value, and a token's own call (WETH's unwrap) spends without an allowance.
 */
export function needsApproval(input: {
  fromIsNative: boolean;
  /** CAIP-10 or plain address of the `from` token. */
  fromToken: string;
  /** CAIP-10 or plain address the swap transaction calls. */
  txTo: string;
  allowance: bigint;
  amount: bigint;
}): boolean {
  if (input.fromIsNative) return false;
  const plain = (address: string) => address.split(":").at(-1)?.toLowerCase();
  if (plain(input.fromToken) === plain(input.txTo)) return false;
  return input.allowance < input.amount;
}
