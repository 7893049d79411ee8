import {
  getBase58Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from "@solana/kit";
import { RpcFailure } from "../rpcErrors.js";

const SYSTEM_PROGRAM = "11111111111111111111111111111111";
const TOKEN_PROGRAMS = new Set([
  "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
  "TokenzQdBNbLqP5VEhdkAS6EPFLC1PE5ZJ5J7apJ9ZA5p",
]);
const ASSOCIATED_TOKEN_PROGRAM = "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL";
const COMPUTE_BUDGET_PROGRAM = "ComputeBudget111111111111111111111111111111";

/** A transaction the dApp sent, decoded enough to show and to sign. */
export interface DecodedSolanaTransaction {
  transaction: Transaction;
  feePayer: string;
  /** One line per instruction, as the approval shows them. */
  instructions: string[];
  /** Whether some instruction's program is none Foyer can read. */
  hasUnknownProgram: boolean;
}

function u64(data: Uint8Array, offset: number): bigint {
  let value = 0n;
  for (let index = 7; index >= 0; index--)
    value = (value << 8n) | BigInt(data[offset + index] ?? 0);
  return value;
}

function amount(raw: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals);
  const fraction = (raw % unit).toString().padStart(decimals, "0").replace(/0+$/, "");
  return fraction ? `${raw / unit}.${fraction}` : (raw / unit).toString();
}

/**
 * Reads a base64 wire transaction: its fee payer and, per instruction, what it does — SOL
 * transfers, token transfers and token account creation spelled out with full addresses,
 * compute budget named, and any other program flagged as unknown. Bytes that are no
 * transaction are refused (-32602) before anything is shown.
 */
export function decodeSolanaTransaction(base64: string): DecodedSolanaTransaction {
  let transaction: Transaction;
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>["decode"]>;
  try {
    transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64));
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  } catch {
    throw new RpcFailure(
      "Invalid params: the transaction is not a base64 Solana transaction",
      -32602,
    );
  }
  if (message.version === 1) {
    throw new RpcFailure("Invalid params: version 1 transactions are not supported", -32602);
  }
  const keys = message.staticAccounts;
  const key = (index: number | undefined) => keys[index ?? -1] ?? "(an address lookup table entry)";
  let hasUnknownProgram = false;
  const instructions = message.instructions.map((instruction) => {
    const program = keys[instruction.programAddressIndex] ?? "";
    const data = instruction.data ? new Uint8Array(instruction.data) : new Uint8Array(0);
    const accounts = instruction.accountIndices ?? [];
    if (program === SYSTEM_PROGRAM && data[0] === 2 && data.length >= 12) {
      return `Send ${amount(u64(data, 4), 9)} SOL to ${key(accounts[1])}`;
    }
    if (TOKEN_PROGRAMS.has(program) && data[0] === 12 && data.length >= 10) {
      return `Send ${amount(u64(data, 1), data[9] ?? 0)} of token ${key(accounts[1])} to token account ${key(accounts[2])}`;
    }
    if (TOKEN_PROGRAMS.has(program) && data[0] === 3 && data.length >= 9) {
      return `Send ${u64(data, 1)} token units to token account ${key(accounts[1])}`;
    }
    if (program === ASSOCIATED_TOKEN_PROGRAM) {
      return `Open a token account for ${key(accounts[2])} (paid by you)`;
    }
    if (program === COMPUTE_BUDGET_PROGRAM) return "Set the compute budget (priority fee)";
    hasUnknownProgram = true;
    return `Unknown program ${program}: ${data.length} bytes Foyer cannot read`;
  });
  return { transaction, feePayer: key(0), instructions, hasUnknownProgram };
}

export function base58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes);
}
