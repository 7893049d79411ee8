import { hex } from "@scure/base";
import { RawTx, Script } from "@scure/btc-signer";
import { sha256x2 } from "@scure/btc-signer/utils.js";
import { INITIAL_SUBSIDY, REGTEST_BITS, SUBSIDY_HALVING_INTERVAL } from "./constants.js";

/** A block header with hashes in display order (big-endian hex, as explorers show them). */
export interface BlockHeader {
  version: number;
  prevHash: string;
  merkleRoot: string;
  time: number;
  bits: number;
  nonce: number;
}

/** Display hex ↔ the little-endian bytes that travel on the wire. */
export function reversedHex(value: string | Uint8Array): string {
  const bytes = typeof value === "string" ? hex.decode(value) : value;
  return hex.encode(Uint8Array.from(bytes).reverse());
}

/** Double SHA-256 of bytes, as a display-order hash (txids, block hashes). */
export function hash256Display(bytes: Uint8Array): string {
  return reversedHex(sha256x2(bytes));
}

export function serializeHeader(header: BlockHeader): Uint8Array {
  const out = new Uint8Array(80);
  const view = new DataView(out.buffer);
  view.setInt32(0, header.version, true);
  out.set(hex.decode(reversedHex(header.prevHash)), 4);
  out.set(hex.decode(reversedHex(header.merkleRoot)), 36);
  view.setUint32(68, header.time, true);
  view.setUint32(72, header.bits, true);
  view.setUint32(76, header.nonce, true);
  return out;
}

export function blockHash(header: BlockHeader): string {
  return hash256Display(serializeHeader(header));
}

/** The proof-of-work target compact `bits` stands for. */
export function targetOf(bits: number): bigint {
  const exponent = bits >>> 24;
  const mantissa = BigInt(bits & 0x007fffff);
  return exponent <= 3
    ? mantissa >> BigInt(8 * (3 - exponent))
    : mantissa << BigInt(8 * (exponent - 3));
}

export function meetsTarget(header: BlockHeader): boolean {
  return BigInt(`0x${blockHash(header)}`) <= targetOf(header.bits);
}

/** Searches nonces until the header's hash meets its target (a couple of tries on regtest). */
export function mineHeader(header: Omit<BlockHeader, "nonce">): BlockHeader {
  for (let nonce = 0; nonce <= 0xffffffff; nonce++) {
    const candidate = { ...header, nonce };
    if (meetsTarget(candidate)) return candidate;
  }
  throw new Error("no nonce meets the target");
}

/** The merkle root of txids (display order in and out), duplicating the last of an odd level. */
export function merkleRoot(txids: readonly string[]): string {
  if (txids.length === 0) throw new Error("a block has at least its coinbase");
  let level = txids.map((txid) => hex.decode(reversedHex(txid)));
  while (level.length > 1) level = merkleParents(level);
  return reversedHex(level[0]!);
}

/** The next merkle level up: each pair's double SHA-256, the last of an odd level paired with itself. */
export function merkleParents(level: readonly Uint8Array[]): Uint8Array[] {
  const next: Uint8Array[] = [];
  for (let i = 0; i < level.length; i += 2) {
    const left = level[i]!;
    const right = level[i + 1] ?? left;
    const pair = new Uint8Array(64);
    pair.set(left);
    pair.set(right, 32);
    next.push(sha256x2(pair));
  }
  return next;
}

/** Regtest's block subsidy at a height (halving every 150 blocks). */
export function subsidyAt(height: number): bigint {
  const halvings = Math.floor(height / SUBSIDY_HALVING_INTERVAL);
  return halvings >= 64 ? 0n : INITIAL_SUBSIDY >> BigInt(halvings);
}

/**
 * A coinbase transaction (raw hex) paying `amount` to `script`. Its scriptSig starts with
 * the height (BIP-34), so every coinbase has its own txid. With a witness commitment
 * (BIP-141) it adds that output and the 32-byte witness reserved value.
 */
export function coinbaseTransaction(
  height: number,
  amount: bigint,
  script: Uint8Array,
  witnessCommitment?: Uint8Array,
): string {
  const scriptSig = Script.encode([height, hex.decode("666f796572")]);
  const input = {
    txid: new Uint8Array(32),
    index: 0xffffffff,
    finalScriptSig: scriptSig,
    sequence: 0xffffffff,
  };
  const outputs = [{ amount, script }];
  if (witnessCommitment) outputs.push({ amount: 0n, script: witnessCommitment });
  return hex.encode(
    RawTx.encode({
      version: 2,
      segwitFlag: witnessCommitment !== undefined,
      inputs: [input],
      outputs,
      witnesses: witnessCommitment ? [[new Uint8Array(32)]] : [],
      lockTime: 0,
    }),
  );
}

/** Regtest's genesis header (Bitcoin Core's chainparams); its hash is the regtest genesis hash. */
export const REGTEST_GENESIS_HEADER: BlockHeader = {
  version: 1,
  prevHash: "0".repeat(64),
  merkleRoot: "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b",
  time: 1296688602,
  bits: REGTEST_BITS,
  nonce: 2,
};

/**
 * The genesis block's one transaction (Bitcoin Core's, "The Times 03/Jan/2009 …"); its txid is
 * the genesis merkle root. Its output was never spendable and is in no UTXO set.
 */
export const REGTEST_GENESIS_COINBASE =
  "01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000";
