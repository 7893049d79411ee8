import { schnorr, secp256k1 } from "@noble/curves/secp256k1.js";
import { OutScript, Script, type Transaction } from "@scure/btc-signer";
import { equalBytes, hash160 } from "@scure/btc-signer/utils.js";

/** What an input spends: the previous output's script and amount. */
export interface Prevout {
  script: Uint8Array;
  amount: bigint;
}

/** Whether the input's scripts spend its prevout, or why not (a script check failure). */
export type InputCheck = { ok: true } | { ok: false; reason: "signature" | "unsupported" };

const OK: InputCheck = { ok: true };
const BAD: InputCheck = { ok: false, reason: "signature" };
const UNSUPPORTED: InputCheck = { ok: false, reason: "unsupported" };

/** The legacy/segwit-v0 sighash types a signature may end with. */
function isEcdsaHashType(type: number): boolean {
  const base = type & ~0x80;
  return base >= 1 && base <= 3;
}

/** Splits `DER || hashType` and verifies it (strict DER, low S as Core's standard policy). */
function verifyEcdsa(
  signatureWithType: Uint8Array,
  publicKey: Uint8Array,
  digest: (hashType: number) => Uint8Array,
): boolean {
  if (signatureWithType.length < 9) return false;
  const hashType = signatureWithType[signatureWithType.length - 1]!;
  if (!isEcdsaHashType(hashType)) return false;
  const der = signatureWithType.subarray(0, -1);
  try {
    return secp256k1.verify(der, digest(hashType), publicKey, {
      prehash: false,
      format: "der",
      lowS: true,
    });
  } catch {
    return false;
  }
}

function pushes(script: Uint8Array): Uint8Array[] | undefined {
  try {
    const ops = Script.decode(script);
    return ops.every((op) => op instanceof Uint8Array) ? (ops as Uint8Array[]) : undefined;
  } catch {
    return undefined;
  }
}

function decodeOutput(script: Uint8Array) {
  try {
    return OutScript.decode(script);
  } catch {
    return undefined;
  }
}

/** The scriptCode a P2WPKH spend signs (BIP-143): the P2PKH script of its key hash. */
function p2wpkhScriptCode(hash: Uint8Array): Uint8Array {
  return OutScript.encode({ type: "pkh", hash });
}

function checkWitnessKeyHash(
  tx: Transaction,
  index: number,
  hash: Uint8Array,
  witness: Uint8Array[],
  amount: bigint,
): InputCheck {
  if (witness.length !== 2) return BAD;
  const [signature, publicKey] = witness as [Uint8Array, Uint8Array];
  if (publicKey.length !== 33 || !equalBytes(hash160(publicKey), hash)) return BAD;
  const scriptCode = p2wpkhScriptCode(hash);
  return verifyEcdsa(signature, publicKey, (type) =>
    tx.preimageWitnessV0(index, scriptCode, type, amount),
  )
    ? OK
    : BAD;
}

/**
 * Verifies input `index` of `tx` against what it spends, for the standard single-key
 * types: p2pkh, p2sh-p2wpkh, p2wpkh (ECDSA over the legacy / BIP-143 sighash) and p2tr
 * key path (Schnorr over the BIP-341 sighash). Other types are not run on this chain.
 */
export function checkInput(
  tx: Transaction,
  index: number,
  prevouts: readonly Prevout[],
): InputCheck {
  const input = tx.getInput(index);
  const prevout = prevouts[index]!;
  const scriptSig = input.finalScriptSig ?? new Uint8Array();
  const witness = input.finalScriptWitness ?? [];
  const spent = decodeOutput(prevout.script);
  if (spent === undefined) return UNSUPPORTED;
  switch (spent.type) {
    case "pkh": {
      const items = pushes(scriptSig);
      if (items?.length !== 2 || witness.length !== 0) return BAD;
      const [signature, publicKey] = items as [Uint8Array, Uint8Array];
      if (!equalBytes(hash160(publicKey), spent.hash)) return BAD;
      // preimageLegacy is private in the typings; it is the legacy sighash a p2pkh signature signs.
      const legacy = tx as unknown as {
        preimageLegacy(i: number, script: Uint8Array, type: number): Uint8Array;
      };
      return verifyEcdsa(signature, publicKey, (type) =>
        legacy.preimageLegacy(index, prevout.script, type),
      )
        ? OK
        : BAD;
    }
    case "wpkh":
      if (scriptSig.length !== 0) return BAD;
      return checkWitnessKeyHash(tx, index, spent.hash, witness, prevout.amount);
    case "sh": {
      const items = pushes(scriptSig);
      if (items?.length !== 1) return BAD;
      const redeem = items[0]!;
      if (!equalBytes(hash160(redeem), spent.hash)) return BAD;
      const inner = decodeOutput(redeem);
      if (inner?.type !== "wpkh") return UNSUPPORTED;
      return checkWitnessKeyHash(tx, index, inner.hash, witness, prevout.amount);
    }
    case "tr": {
      // Key path only: one signature, no annex. A script-path spend has more items.
      if (scriptSig.length !== 0) return BAD;
      if (witness.length !== 1) return witness.length === 0 ? BAD : UNSUPPORTED;
      const signature = witness[0]!;
      if (signature.length !== 64 && signature.length !== 65) return BAD;
      const hashType = signature.length === 65 ? signature[64]! : 0;
      if (signature.length === 65 && (hashType === 0 || !isEcdsaHashType(hashType))) return BAD;
      try {
        const digest = tx.preimageWitnessV1(
          index,
          prevouts.map((p) => p.script),
          hashType,
          prevouts.map((p) => p.amount),
        );
        return schnorr.verify(signature.subarray(0, 64), digest, spent.pubkey) ? OK : BAD;
      } catch {
        return BAD;
      }
    }
    default:
      return UNSUPPORTED;
  }
}
