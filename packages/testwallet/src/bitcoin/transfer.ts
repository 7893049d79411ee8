import { hex } from "@scure/base";
import { Address, OutScript, selectUTXO, type Transaction } from "@scure/btc-signer";
import { invalidParams } from "../errors.js";
import { type BitcoinAccountKey, REGTEST } from "./bitcoinKeys.js";
import type { EsploraUtxo } from "./esploraClient.js";

/** One recipient of `sendTransfer`: an address and sats. */
export interface Recipient {
  address: string;
  amount: bigint;
}

/** The confirmation target whose fee estimate a transfer pays (about an hour). */
export const TRANSFER_FEE_TARGET = "6";

/** Bitcoin Core's dust limit of the output types a wallet sends to. */
function dustLimit(script: Uint8Array): bigint {
  const type = OutScript.decode(script).type;
  if (type === "pkh") return 546n;
  if (type === "sh") return 540n;
  if (type === "wpkh") return 294n;
  return 330n;
}

/** Checks sats-connect's `recipients` and reads them: regtest addresses, whole sats above dust. */
export function readRecipients(value: unknown): Recipient[] {
  if (!Array.isArray(value) || value.length === 0)
    throw invalidParams("recipients must be a non-empty array of { address, amount }.");
  return value.map((entry: unknown, index) => {
    const { address, amount } = (entry ?? {}) as { address?: unknown; amount?: unknown };
    if (typeof address !== "string")
      throw invalidParams(`recipients[${index}].address must be a string.`);
    let script: Uint8Array;
    try {
      script = OutScript.encode(Address(REGTEST).decode(address));
    } catch {
      throw invalidParams(`"${address.slice(0, 90)}" is not a Bitcoin regtest address.`);
    }
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0)
      throw invalidParams(`recipients[${index}].amount must be a positive whole number of sats.`);
    const sats = BigInt(amount);
    if (sats < dustLimit(script))
      throw invalidParams(
        `${amount} sats to ${address.slice(0, 90)} is below the dust limit of ${dustLimit(script)} sats.`,
      );
    return { address, amount: sats };
  });
}

/** Sats as BTC for people: `0.1 BTC`. */
export function formatBtc(sats: bigint): string {
  const whole = sats / 100_000_000n;
  const fraction = (sats % 100_000_000n).toString().padStart(8, "0").replace(/0+$/, "");
  return `${whole}${fraction ? `.${fraction}` : ""} BTC`;
}

/**
 * Builds and signs a transfer from the payment account: coin selection over its UTXOs
 * (@scure/btc-signer's), change back to it, at `feeRate` sat/vB. Throws when the coins
 * cannot pay the amounts plus the fee.
 */
export function buildTransfer(
  payment: BitcoinAccountKey,
  utxos: readonly EsploraUtxo[],
  recipients: readonly Recipient[],
  feeRate: number,
): { tx: Transaction; fee: bigint; rawHex: string } {
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) },
  }));
  const selected = selectUTXO(
    inputs,
    recipients.map(({ address, amount }) => ({ address, amount })),
    "default",
    {
      changeAddress: payment.address,
      feePerByte: BigInt(Math.max(1, Math.ceil(feeRate))),
      bip69: true,
      createTx: true,
      network: REGTEST,
    },
  );
  if (!selected?.tx) {
    const held = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n);
    const wanted = recipients.reduce((sum, r) => sum + r.amount, 0n);
    throw invalidParams(
      `Insufficient funds: ${formatBtc(wanted)} plus the network fee is more than the ${formatBtc(held)} this account holds.`,
    );
  }
  const { tx } = selected;
  tx.sign(payment.privateKey);
  tx.finalize();
  return { tx, fee: selected.fee ?? 0n, rawHex: hex.encode(tx.extract()) };
}
