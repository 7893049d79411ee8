import { LAMPORTS_PER_SIGNATURE } from "./constants.js";
import type { SupportedMessage } from "./message.js";

const COMPUTE_BUDGET_PROGRAM = "ComputeBudget111111111111111111111111111111";
/** Compute units an instruction gets when the transaction sets no limit. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_UNITS = 1_400_000n;

function readUint(data: Uint8Array, offset: number, bytes: number): bigint {
  let value = 0n;
  for (let index = bytes - 1; index >= 0; index--) {
    value = (value << 8n) | BigInt(data[offset + index] ?? 0);
  }
  return value;
}

/**
 * What a transaction costs its fee payer: 5,000 lamports per signature, plus the priority fee
 * its Compute Budget instructions ask for (unit price in micro-lamports × unit limit).
 */
export function transactionFee(message: SupportedMessage): bigint {
  const base = BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE;
  let unitPrice = 0n;
  let unitLimit: bigint | undefined;
  let ordinary = 0n;
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex];
    const data = instruction.data ? new Uint8Array(instruction.data) : new Uint8Array(0);
    if (program !== COMPUTE_BUDGET_PROGRAM) {
      ordinary++;
      continue;
    }
    if (data[0] === 2 && data.length >= 5) unitLimit = readUint(data, 1, 4);
    if (data[0] === 3 && data.length >= 9) unitPrice = readUint(data, 1, 8);
  }
  if (unitPrice === 0n) return base;
  const limit = unitLimit ?? DEFAULT_UNITS_PER_INSTRUCTION * ordinary;
  const units = limit > MAX_UNITS ? MAX_UNITS : limit;
  return base + (unitPrice * units + 999_999n) / 1_000_000n;
}
