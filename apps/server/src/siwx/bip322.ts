import { bip322MessageHash, bitcoinSignedMessageHash } from "@foyer/protocol/bitcoinMessage";
import { schnorr, secp256k1 } from "@noble/curves/secp256k1";
import { base64 } from "@scure/base";
import {
  Address,
  NETWORK,
  OutScript,
  p2pkh,
  p2sh,
  p2wpkh,
  RawWitness,
  Script,
  SigHash,
  TEST_NETWORK,
  Transaction,
} from "@scure/btc-signer";

/** Mainnet, testnet/signet, and regtest (testnet's base58 versions, bech32 `bcrt`). */
const ENCODINGS = [NETWORK, TEST_NETWORK, { ...TEST_NETWORK, bech32: "bcrt" }];

type Decoded = ReturnType<ReturnType<typeof Address>["decode"]>;

function decodeAddress(address: string): Decoded | undefined {
  for (const encoding of ENCODINGS) {
    try {
      return Address(encoding).decode(address);
    } catch {}
  }
  return undefined;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/**
 * The virtual `to_sign` transaction of BIP-322 for `script` and `message`: it spends output 0
 * of `to_spend`, whose input commits to the message's tagged hash, and pays to OP_RETURN.
 */
function virtualToSign(script: Uint8Array, message: string): Transaction {
  const toSpend = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    disableScriptCheck: true,
  });
  // The output first: an input with a final scriptSig counts as signed and freezes the outputs.
  toSpend.addOutput({ script, amount: 0n });
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(["OP_0", bip322MessageHash(message)]),
  });
  const toSign = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    disableScriptCheck: true,
  });
  toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } });
  toSign.addOutput({ script: Script.encode(["RETURN"]), amount: 0n });
  return toSign;
}

/** An ECDSA witness signature: DER, then SIGHASH_ALL (the only type BIP-322's simple form takes). */
function verifyEcdsaWitness(
  toSign: Transaction,
  signature: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  if (signature.length < 9 || signature[signature.length - 1] !== SigHash.ALL) return false;
  const scriptCode = p2pkh(publicKey).script;
  const digest = toSign.preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n);
  const parsed = secp256k1.Signature.fromDER(signature.subarray(0, -1));
  return secp256k1.verify(parsed, digest, publicKey, { lowS: false });
}

/** A key-path Schnorr witness signature: 64 bytes (SIGHASH_DEFAULT) or 65 with an explicit type. */
function verifySchnorrWitness(
  toSign: Transaction,
  script: Uint8Array,
  outputKey: Uint8Array,
  signature: Uint8Array,
): boolean {
  if (signature.length !== 64 && signature.length !== 65) return false;
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : SigHash.DEFAULT;
  if (signature.length === 65 && hashType === SigHash.DEFAULT) return false;
  if (hashType !== SigHash.DEFAULT && hashType !== SigHash.ALL) return false;
  const digest = toSign.preimageWitnessV1(0, [script], hashType, [0n]);
  return schnorr.verify(signature.subarray(0, 64), digest, outputKey);
}

/** BIP-322's "simple" signature (a serialized witness) for a P2WPKH, P2SH-P2WPKH or P2TR address. */
function verifySimple(decoded: Decoded, message: string, signature: Uint8Array): boolean {
  const witness = RawWitness.decode(signature);
  const script = OutScript.encode(decoded);
  const toSign = virtualToSign(script, message);
  if (decoded.type === "tr") {
    const [schnorrSignature] = witness;
    return (
      witness.length === 1 &&
      schnorrSignature !== undefined &&
      verifySchnorrWitness(toSign, script, decoded.pubkey, schnorrSignature)
    );
  }
  const [ecdsaSignature, publicKey] = witness;
  if (witness.length !== 2 || ecdsaSignature === undefined || publicKey === undefined) return false;
  if (publicKey.length !== 33) return false;
  // The key must be the address's: its P2WPKH script, or that script wrapped in P2SH.
  const spends =
    decoded.type === "wpkh"
      ? equalBytes(p2wpkh(publicKey).script, script)
      : decoded.type === "sh" && equalBytes(p2sh(p2wpkh(publicKey)).script, script);
  return spends && verifyEcdsaWitness(toSign, ecdsaSignature, publicKey);
}

/**
 * A BIP-137 (legacy "signmessage") signature: a header byte (27–30 P2PKH with an
 * uncompressed key, 31–34 compressed, 35–38 P2SH-P2WPKH, 39–42 P2WPKH; its low two bits the
 * recovery id), then r and s. The key recovered from it must make the address: as the
 * header names it, or — for wallets that write 31–34 for every type — as the address is.
 */
function verifyLegacy(decoded: Decoded, message: string, signature: Uint8Array): boolean {
  const header = signature[0] ?? 0;
  if (header < 27 || header > 42) return false;
  const recovery = (header - 27) & 3;
  const compressed = header >= 31;
  const point = secp256k1.Signature.fromCompact(signature.subarray(1))
    .addRecoveryBit(recovery)
    .recoverPublicKey(bitcoinSignedMessageHash(message));
  const publicKey = point.toRawBytes(compressed);
  const script = OutScript.encode(decoded);
  if (decoded.type === "pkh") return equalBytes(p2pkh(publicKey).script, script);
  if (!compressed) return false;
  if (decoded.type === "wpkh") return equalBytes(p2wpkh(publicKey).script, script);
  if (decoded.type === "sh") return equalBytes(p2sh(p2wpkh(publicKey)).script, script);
  return false;
}

/**
 * Whether `signature` (base64) signs `message` for `address`: BIP-322's simple form for
 * segwit and taproot addresses, and BIP-137's legacy form (which BIP-322 keeps for
 * compatibility) for P2PKH and key-hash segwit addresses. Malformed input is simply not a
 * valid signature.
 */
export function verifyBip322(address: string, message: string, signature: string): boolean {
  try {
    const decoded = decodeAddress(address);
    if (decoded === undefined) return false;
    const bytes = base64.decode(signature);
    if (bytes.length === 65 && (bytes[0] ?? 0) >= 27 && (bytes[0] ?? 0) <= 42) {
      return verifyLegacy(decoded, message, bytes);
    }
    return verifySimple(decoded, message, bytes);
  } catch {
    return false;
  }
}
