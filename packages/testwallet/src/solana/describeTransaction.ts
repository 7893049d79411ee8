import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from "@solana/kit";
import { shortenAddress } from "../format.js";

const SYSTEM_PROGRAM = "11111111111111111111111111111111";
const TOKEN_PROGRAMS = new Set([
  "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
  "TokenzQdBNbLqP5VEhdkAS6EPFLC1PE5ZJ5J7apJ9ZA5p",
]);
const ASSOCIATED_TOKEN_PROGRAM = "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL";
const COMPUTE_BUDGET_PROGRAM = "ComputeBudget111111111111111111111111111111";

function u64(data: Uint8Array, offset: number): bigint {
  let value = 0n;
  for (let index = 7; index >= 0; index--)
    value = (value << 8n) | BigInt(data[offset + index] ?? 0);
  return value;
}

function units(amount: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals);
  const fraction = (amount % unit).toString().padStart(decimals, "0").replace(/0+$/, "");
  return fraction ? `${amount / unit}.${fraction}` : (amount / unit).toString();
}

/**
 * One line per instruction for the approval panel: SOL and token transfers spelled out,
 * account creation named, anything else flagged with its program, so a person sees what
 * the signature moves. Unreadable bytes say so rather than throwing.
 */
export function describeSolanaTransaction(wire: Uint8Array): string {
  let keys: readonly string[];
  let instructions: readonly {
    programAddressIndex: number;
    accountIndices?: number[];
    data?: Uint8Array;
  }[];
  try {
    const transaction = getTransactionDecoder().decode(wire);
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    if (message.version === 1) return "A version 1 transaction (not shown)";
    keys = message.staticAccounts;
    instructions = message.instructions.map((instruction) => ({
      programAddressIndex: instruction.programAddressIndex,
      ...(instruction.accountIndices ? { accountIndices: [...instruction.accountIndices] } : {}),
      ...(instruction.data ? { data: new Uint8Array(instruction.data) } : {}),
    }));
  } catch {
    return "Unreadable transaction bytes";
  }
  const key = (index: number | undefined) => shortenAddress(keys[index ?? -1] ?? "?");
  const lines = instructions.map((instruction) => {
    const program = keys[instruction.programAddressIndex] ?? "";
    const data = instruction.data ?? new Uint8Array(0);
    const accounts = instruction.accountIndices ?? [];
    if (program === SYSTEM_PROGRAM && data[0] === 2 && data.length >= 12) {
      return `Transfer ${units(u64(data, 4), 9)} SOL to ${key(accounts[1])}`;
    }
    if (TOKEN_PROGRAMS.has(program) && data[0] === 12 && data.length >= 10) {
      return `Transfer ${units(u64(data, 1), data[9] ?? 0)} of token ${key(accounts[1])} to account ${key(accounts[2])}`;
    }
    if (TOKEN_PROGRAMS.has(program) && data[0] === 3 && data.length >= 9) {
      return `Transfer ${u64(data, 1)} token units to account ${key(accounts[1])}`;
    }
    if (program === ASSOCIATED_TOKEN_PROGRAM)
      return `Create a token account for ${key(accounts[2])}`;
    if (program === COMPUTE_BUDGET_PROGRAM) return "Set compute budget";
    return `Unknown program ${shortenAddress(program)} (${data.length} bytes)`;
  });
  return lines.join("; ");
}

/** The base58 of bytes (addresses, signatures). */
export function base58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes);
}
