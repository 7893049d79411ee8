import { base64, hex } from "@scure/base";
import { Transaction } from "@scure/btc-signer";
import { invalidParams } from "../errors.js";
import type { BitcoinAccountKey } from "./bitcoinKeys.js";

/** Reads sats-connect's `signInputs`: address → input indexes. */
export function readSignInputs(value: unknown): Map<string, number[]> {
  if (value === undefined) return new Map();
  if (typeof value !== "object" || value === null)
    throw invalidParams("signInputs must map addresses to input indexes.");
  const entries = Object.entries(value as Record<string, unknown>).map(([address, indexes]) => {
    if (!Array.isArray(indexes) || !indexes.every((i) => Number.isInteger(i) && i >= 0))
      throw invalidParams(
        `signInputs["${address.slice(0, 90)}"] must be an array of input indexes.`,
      );
    return [address, indexes as number[]] as const;
  });
  return new Map(entries);
}

export function parsePsbt(psbtBase64: unknown): Transaction {
  if (typeof psbtBase64 !== "string") throw invalidParams("psbt must be a base64 string.");
  try {
    return Transaction.fromPSBT(base64.decode(psbtBase64), { allowUnknownOutputs: true });
  } catch (error) {
    throw invalidParams(
      `psbt is not a valid PSBT (${error instanceof Error ? error.message : "unreadable"}).`,
    );
  }
}

/**
 * Signs the listed inputs with the matching account's key and finalizes them (as wallets
 * hand PSBTs back: ready to extract once every input is final). An input the key cannot
 * sign (another script, missing UTXO data) is refused: the wallet signs nothing then.
 */
export function signPsbtInputs(
  tx: Transaction,
  plan: Map<string, number[]>,
  keys: readonly BitcoinAccountKey[],
): Transaction {
  for (const [address, indexes] of plan) {
    const key = keys.find((candidate) => candidate.address === address);
    if (!key) throw invalidParams(`${address.slice(0, 90)} is not an address of this wallet.`);
    for (const index of indexes) {
      if (index >= tx.inputsLength) throw invalidParams(`The PSBT has no input ${index}.`);
      const input = tx.getInput(index);
      if (!input.witnessUtxo && !input.nonWitnessUtxo)
        throw invalidParams(`Input ${index} carries no UTXO data (witnessUtxo) to sign against.`);
      // A taproot input of ours may come without its internal key: the wallet knows it.
      if (key.addressType === "p2tr" && !input.tapInternalKey)
        tx.updateInput(index, { tapInternalKey: hex.decode(key.publicKey) });
      try {
        if (!tx.signIdx(key.privateKey, index)) throw new Error("nothing to sign");
        tx.finalizeIdx(index);
      } catch (error) {
        throw invalidParams(
          `The wallet refused the PSBT: input ${index} cannot be signed by ${address.slice(0, 90)} (${error instanceof Error ? error.message : "unsigned"}).`,
        );
      }
    }
  }
  return tx;
}
