import { SYSTEM_PROGRAM_ADDRESS } from "@solana-program/system";
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from "@solana-program/token";
import { parseAssociatedTokenInstruction } from "./associatedToken.js";
import { parseSystemInstruction } from "./system.js";
import { parseTokenInstruction } from "./token.js";
import type { ParsedInstructionBody, ResolvedInstruction } from "./types.js";

export type { ResolvedInstruction } from "./types.js";

/** The programs jsonParsed decodes, by id: Agave's program name and its parser. */
const PARSERS: Readonly<
  Record<string, { program: string; parse(ix: ResolvedInstruction): ParsedInstructionBody }>
> = {
  [SYSTEM_PROGRAM_ADDRESS]: { program: "system", parse: parseSystemInstruction },
  [TOKEN_PROGRAM_ADDRESS]: { program: "spl-token", parse: parseTokenInstruction },
  [ASSOCIATED_TOKEN_PROGRAM_ADDRESS]: {
    program: "spl-associated-token-account",
    parse: parseAssociatedTokenInstruction,
  },
};

/**
 * `{ program, programId, parsed: { type, info }, stackHeight }` for an instruction of a
 * program this chain parses, or undefined (the caller then writes it partially decoded:
 * `{ programId, accounts, data, stackHeight }`), as a validator's jsonParsed does.
 */
export function parsedInstruction(
  programId: string,
  instruction: ResolvedInstruction,
  stackHeight: number | null,
): Record<string, unknown> | undefined {
  const parser = Object.hasOwn(PARSERS, programId) ? PARSERS[programId] : undefined;
  if (parser === undefined) return undefined;
  try {
    return { program: parser.program, programId, parsed: parser.parse(instruction), stackHeight };
  } catch {
    // NotParsable, or a decoder's error on data that does not fit the program's layout:
    // a validator then answers the instruction partially decoded too.
    return undefined;
  }
}
