import { bip322MessageHash, bitcoinSignedMessageHash } from "@foyer/protocol/bitcoinMessage";
import { secp256k1 } from "@noble/curves/secp256k1";
import { base64, hex } from "@scure/base";
import { RawWitness, Script, Transaction } from "@scure/btc-signer";
import type { BitcoinAccountKey } from "./bitcoinKeys.js";

/**
 * A BIP-322 "simple" signature: the witness of the virtual `to_sign` transaction spending
 * the virtual `to_spend` one that commits to the message, base64-encoded. P2WPKH signs with
 * ECDSA over the BIP-143 sighash, P2TR (key path) with Schnorr over BIP-341's.
 */
export function signBip322(
  key: BitcoinAccountKey,
  message: string,
): { signature: string; messageHash: string } {
  const messageHash = bip322MessageHash(message);
  const toSpend = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    disableScriptCheck: true,
  });
  // The output first: an input with a final scriptSig counts as signed and freezes the outputs.
  toSpend.addOutput({ script: key.script, amount: 0n });
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(["OP_0", messageHash]),
  });
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true });
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.script, amount: 0n },
    ...(key.addressType === "p2tr" ? { tapInternalKey: hex.decode(key.publicKey) } : {}),
  });
  toSign.addOutput({ script: Script.encode(["RETURN"]), amount: 0n });
  toSign.sign(key.privateKey);
  toSign.finalize();
  const witness = toSign.getInput(0).finalScriptWitness;
  if (!witness) throw new Error("BIP-322 signing produced no witness.");
  return {
    signature: base64.encode(RawWitness.encode(witness)),
    messageHash: hex.encode(messageHash),
  };
}

/**
 * An ECDSA (BIP-137) message signature for a P2WPKH address: 65 bytes, header 39 + recovery
 * id (BIP-137's native segwit range), then r and s, base64-encoded.
 */
export function signEcdsaMessage(
  key: BitcoinAccountKey,
  message: string,
): { signature: string; messageHash: string } {
  if (key.addressType !== "p2wpkh")
    throw new Error("ECDSA message signatures are for the payment (P2WPKH) address.");
  const hash = bitcoinSignedMessageHash(message);
  const signature = secp256k1.sign(hash, key.privateKey, { lowS: true });
  const bytes = new Uint8Array(65);
  bytes[0] = 39 + signature.recovery;
  bytes.set(signature.toCompactRawBytes(), 1);
  return { signature: base64.encode(bytes), messageHash: hex.encode(hash) };
}
