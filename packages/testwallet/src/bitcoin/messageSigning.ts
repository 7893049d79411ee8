import { secp256k1 } from "@noble/curves/secp256k1";
import { sha256 } from "@noble/hashes/sha2.js";
import { base64, hex } from "@scure/base";
import { RawWitness, Script, Transaction } from "@scure/btc-signer";
import type { BitcoinAccountKey } from "./bitcoinKeys.js";

const encoder = new TextEncoder();

function taggedHash(tag: string, message: Uint8Array): Uint8Array {
  const tagHash = sha256(encoder.encode(tag));
  const joined = new Uint8Array(64 + message.length);
  joined.set(tagHash);
  joined.set(tagHash, 32);
  joined.set(message, 64);
  return sha256(joined);
}

/** BIP-322's message hash: the tagged hash `BIP0322-signed-message`. */
export function bip322MessageHash(message: string): Uint8Array {
  return taggedHash("BIP0322-signed-message", encoder.encode(message));
}

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

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);
}

/** The legacy "Bitcoin Signed Message" hash (double SHA-256 of the magic-prefixed message). */
export function signedMessageHash(message: string): Uint8Array {
  const prefix = encoder.encode("\u0018Bitcoin Signed Message:\n");
  const body = encoder.encode(message);
  const length = varint(body.length);
  const all = new Uint8Array(prefix.length + length.length + body.length);
  all.set(prefix);
  all.set(length, prefix.length);
  all.set(body, prefix.length + length.length);
  return sha256(sha256(all));
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
  const hash = signedMessageHash(message);
  const signature = secp256k1.sign(hash, key.privateKey, { lowS: true });
  const bytes = new Uint8Array(65);
  bytes[0] = 39 + signature.recovery;
  bytes.set(signature.toCompactRawBytes(), 1);
  return { signature: base64.encode(bytes), messageHash: hex.encode(hash) };
}
