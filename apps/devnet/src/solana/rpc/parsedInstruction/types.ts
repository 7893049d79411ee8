import type { ReadonlyUint8Array } from "@solana/kit";

/** What the parser of one program answers: jsonParsed's `parsed` ({ type, info }). */
export interface ParsedInstructionBody {
  type: string;
  info: Record<string, unknown>;
}

/** One compiled instruction with its accounts resolved to addresses. */
export interface ResolvedInstruction {
  data: ReadonlyUint8Array;
  accounts: readonly string[];
}

/** Thrown when an instruction's data or accounts do not fit its program: it stays partially decoded. */
export class NotParsable extends Error {}

/** The account at `index`, or NotParsable when the instruction carries fewer (as Agave checks). */
export function accountAt(instruction: ResolvedInstruction, index: number): string {
  const account = instruction.accounts[index];
  if (account === undefined) throw new NotParsable(`missing account ${index}`);
  return account;
}

/** Requires at least `count` accounts, as Agave's `check_num_accounts`. */
export function requireAccounts(instruction: ResolvedInstruction, count: number): void {
  if (instruction.accounts.length < count) throw new NotParsable(`needs ${count} accounts`);
}
