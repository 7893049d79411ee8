import { sha256 } from "@noble/hashes/sha2.js";
import { hex } from "@scure/base";
import { Address, OutScript, Script } from "@scure/btc-signer";
import { REGTEST_NETWORK } from "./constants.js";

/** Esplora's name of an output script's type. */
export function scriptType(script: Uint8Array): string {
  if (script[0] === 0x6a) return "op_return";
  try {
    const decoded = OutScript.decode(script);
    const names: Record<string, string> = {
      pkh: "p2pkh",
      sh: "p2sh",
      wpkh: "v0_p2wpkh",
      wsh: "v0_p2wsh",
      tr: "v1_p2tr",
      pk: "p2pk",
      ms: "multisig",
    };
    return names[decoded.type] ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The regtest address an output script pays, if it is an address type. */
export function scriptAddress(script: Uint8Array): string | undefined {
  try {
    return Address(REGTEST_NETWORK).encode(OutScript.decode(script));
  } catch {
    return undefined;
  }
}

/** The output script of a regtest address, or undefined for anything that is not one. */
export function addressScript(address: string): Uint8Array | undefined {
  try {
    return OutScript.encode(Address(REGTEST_NETWORK).decode(address));
  } catch {
    return undefined;
  }
}

function pushName(length: number): string {
  if (length <= 75) return `OP_PUSHBYTES_${length}`;
  if (length <= 0xff) return "OP_PUSHDATA1";
  if (length <= 0xffff) return "OP_PUSHDATA2";
  return "OP_PUSHDATA4";
}

/** A script in Esplora's asm notation (`OP_0 OP_PUSHBYTES_20 ab…`). */
export function scriptAsm(script: Uint8Array): string {
  if (script.length === 0) return "";
  try {
    return Script.decode(script)
      .map((op) => {
        if (op instanceof Uint8Array) return `${pushName(op.length)} ${hex.encode(op)}`;
        if (typeof op === "number") return op === 0 ? "OP_0" : `OP_PUSHNUM_${op}`;
        return `OP_${op}`;
      })
      .join(" ");
  } catch {
    return "OP_UNKNOWN";
  }
}

/**
 * Bitcoin Core's dust threshold at its default 3 sat/vB dust relay fee: an output worth
 * less than it costs to spend. OP_RETURN outputs carry no value and are exempt.
 */
export function dustThreshold(script: Uint8Array): bigint {
  switch (scriptType(script)) {
    case "op_return":
      return 0n;
    case "p2pkh":
      return 546n;
    case "p2sh":
      return 540n;
    case "v0_p2wpkh":
      return 294n;
    default:
      return 330n;
  }
}

/**
 * Esplora's script hash: the SHA-256 of an output script in hex, in byte order (not reversed
 * as Electrum's protocol writes it). `/scripthash/:hash` and the address routes key on it.
 */
export function scriptHash(script: Uint8Array): string {
  return hex.encode(sha256(script));
}

/** The script hash of a regtest address, or undefined for anything that is not one. */
export function addressScriptHash(address: string): string | undefined {
  const script = addressScript(address);
  return script === undefined ? undefined : scriptHash(script);
}
