import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit";
import { getTransferSolInstruction } from "@solana-program/system";
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from "@solana-program/token";
import { describe, expect, it } from "vitest";
import { describeSolanaTransaction } from "./describeTransaction.js";

const FROM = "HHto4g3DfiX4bcWiZLciZ73M4GKQsb4owkiuyQkipxEE" as Address;
const TO = "FpP1nYmyUWn1QSJufy7ErJ8xAHdWkdS3ZHDbMA9r4Vzi" as Address;
const MINT = "FdnNR692SVAEfBxx34o5iKmrWFVwN7mzMqW5qVrtkMLG" as Address;
const ATA = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" as Address;

function wire(instructions: Instruction[]): Uint8Array {
  const signer = createNoopSigner(FROM);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayerSigner(signer, tx),
    (tx) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: "4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxVC9GQTjrSUTpz" as Blockhash,
          lastValidBlockHeight: 1n,
        },
        tx,
      ),
    (tx) => appendTransactionMessageInstructions(instructions, tx),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

describe("describeSolanaTransaction (the approval panel's summary)", () => {
  it("spells out a SOL transfer", () => {
    const signer = createNoopSigner(FROM);
    expect(
      describeSolanaTransaction(
        wire([
          getTransferSolInstruction({ source: signer, destination: TO, amount: 1_500_000_000n }),
        ]),
      ),
    ).toBe("Transfer 1.5 SOL to FpP1nY…4Vzi");
  });

  it("names token account creation and a token transfer", () => {
    const signer = createNoopSigner(FROM);
    expect(
      describeSolanaTransaction(
        wire([
          getCreateAssociatedTokenIdempotentInstruction({
            payer: signer,
            ata: ATA,
            owner: TO,
            mint: MINT,
          }),
          getTransferCheckedInstruction({
            source: ATA,
            mint: MINT,
            destination: ATA,
            authority: signer,
            amount: 2_500_000n,
            decimals: 6,
          }),
        ]),
      ),
    ).toBe(
      "Create a token account for FpP1nY…4Vzi; Transfer 2.5 of token FdnNR6…kMLG to account 9xQeWv…VFin",
    );
  });

  it("flags a program it cannot read, and bytes that are no transaction", () => {
    const unknown: Instruction = { programAddress: MINT, data: new Uint8Array([1, 2, 3]) };
    expect(describeSolanaTransaction(wire([unknown]))).toBe(
      "Unknown program FdnNR6…kMLG (3 bytes)",
    );
    expect(describeSolanaTransaction(new Uint8Array([1, 2, 3]))).toBe(
      "Unreadable transaction bytes",
    );
  });
});
