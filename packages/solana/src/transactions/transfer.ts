import { InvalidInputError } from "@foyer/core";
import { coreText, messages, solanaMessages } from "@foyer/core/internal";
import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  isAddress,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytesBase64,
} from "@solana/kit";
import { getTransferSolInstruction } from "@solana-program/system";
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token";
import type { SolanaRpc } from "../rpc.js";

/** Token-2022 shares the classic program's transfer and account layout for what is used here. */
const TOKEN_2022_PROGRAM_ADDRESS = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PE5ZJ5J7apJ9ZA5p" as Address;

export interface TransferRequest {
  from: string;
  to: string;
  /** Lamports, or the token's smallest unit when `token` is set. */
  amount: bigint;
  token?: { address: string; decimals: number };
}

/** An unsigned transaction for the wallet, and the block height after which it can't land. */
export interface UnsignedTransfer {
  transaction: Uint8Array;
  lastValidBlockHeight: bigint;
}

function assertAddress(value: string): Address {
  if (!isAddress(value))
    throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
      code: "INVALID_ADDRESS",
    });
  return value;
}

/** SOL with 9 decimals, trailing zeros dropped: "0.00089088". */
function formatSol(lamportsAmount: bigint): string {
  const whole = lamportsAmount / 1_000_000_000n;
  const fraction = (lamportsAmount % 1_000_000_000n).toString().padStart(9, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

async function solInstructions(rpc: SolanaRpc, from: Address, to: Address, amount: bigint) {
  // Sending to an address with no account opens it, which needs the rent-exempt minimum:
  // said here, before the wallet asks, rather than as the chain's refusal afterwards.
  const [{ value: receiver }, minimum] = await Promise.all([
    rpc.getBalance(to, { commitment: "confirmed" }).send(),
    rpc.getMinimumBalanceForRentExemption(0n).send(),
  ]);
  if (receiver === 0n && amount < minimum) {
    throw new InvalidInputError(
      coreText("solanaRentMinimum", solanaMessages.rentMinimum, formatSol(minimum)),
      {
        code: "BELOW_RENT_MINIMUM",
        details: { minimumLamports: minimum.toString() },
      },
    );
  }
  return [
    getTransferSolInstruction({
      source: createNoopSigner(from),
      destination: to,
      amount: lamports(amount),
    }),
  ];
}

async function tokenInstructions(
  rpc: SolanaRpc,
  from: Address,
  to: Address,
  token: { address: string; decimals: number },
  amount: bigint,
): Promise<Instruction[]> {
  const mint = assertAddress(token.address);
  const { value: mintAccount } = await rpc
    .getAccountInfo(mint, { encoding: "base64", commitment: "confirmed" })
    .send();
  const program = mintAccount?.owner;
  if (program !== TOKEN_PROGRAM_ADDRESS && program !== TOKEN_2022_PROGRAM_ADDRESS) {
    throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
      code: "INVALID_ADDRESS",
      details: { mint },
    });
  }
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: from, mint, tokenProgram: program }),
    findAssociatedTokenPda({ owner: to, mint, tokenProgram: program }),
  ]);
  const { value: existing } = await rpc
    .getAccountInfo(destination, { encoding: "base64", commitment: "confirmed" })
    .send();
  const authority = createNoopSigner(from);
  const instructions: Instruction[] = [];
  // The receiver's token account is created (paid by the sender) when it has none yet.
  if (existing === null) {
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction(
        { payer: authority, ata: destination, owner: to, mint, tokenProgram: program },
        { programAddress: "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL" as Address },
      ),
    );
  }
  instructions.push(
    getTransferCheckedInstruction(
      { source, mint, destination, authority, amount, decimals: token.decimals },
      { programAddress: program },
    ),
  );
  return instructions;
}

/**
 * The transaction that moves SOL (a System transfer) or an SPL token (`transferChecked`
 * between associated token accounts) from `from` to `to`, unsigned: the sender's wallet signs it.
 */
export async function buildTransfer(
  rpc: SolanaRpc,
  request: TransferRequest,
): Promise<UnsignedTransfer> {
  const from = assertAddress(request.from);
  const to = assertAddress(request.to);
  const instructions = request.token
    ? await tokenInstructions(rpc, from, to, request.token, request.amount)
    : await solInstructions(rpc, from, to, request.amount);
  const { value: latest } = await rpc.getLatestBlockhash({ commitment: "confirmed" }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayerSigner(createNoopSigner(from), tx),
    (tx) => setTransactionMessageLifetimeUsingBlockhash(latest, tx),
    (tx) => appendTransactionMessageInstructions(instructions, tx),
  );
  return {
    transaction: new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))),
    lastValidBlockHeight: latest.lastValidBlockHeight,
  };
}

/**
 * What the chain charges for `transaction` (a {@link buildTransfer} answer), in lamports: the
 * node prices its message (`getFeeForMessage`: lamports per signature for each signer, plus any
 * priority fee). Rejects when the node can't price it (its blockhash already expired).
 */
export async function transferFee(rpc: SolanaRpc, transaction: Uint8Array): Promise<bigint> {
  const { messageBytes } = getTransactionDecoder().decode(transaction);
  const message = getBase64Decoder().decode(messageBytes) as TransactionMessageBytesBase64;
  const { value } = await rpc.getFeeForMessage(message, { commitment: "confirmed" }).send();
  if (value === null) throw new Error("the node could not price the transaction");
  return BigInt(value);
}
