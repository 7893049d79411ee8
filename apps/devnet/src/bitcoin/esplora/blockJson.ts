import { hex } from "@scure/base";
import { type BlockHeader, serializeHeader, targetOf } from "../block.js";
import type { BitcoinChain } from "../chain.js";
import type { LedgerBlock } from "../ledger.js";

/** Blocks in one `/blocks` answer, as electrs lists them. */
export const BLOCKS_PER_LIST = 10;
/** Headers whose median time is a block's `mediantime` (Bitcoin's median time past). */
const MEDIAN_TIME_SPAN = 11;
/** The difficulty-1 target (mainnet's proof-of-work limit, bits 0x1d00ffff). */
const DIFFICULTY_1_TARGET = targetOf(0x1d00ffff);

/** Bytes of a compact-size integer (the transaction count in a block). */
function compactSizeLength(value: number): number {
  if (value < 0xfd) return 1;
  if (value <= 0xffff) return 3;
  return value <= 0xffffffff ? 5 : 9;
}

function compactSize(value: number): Uint8Array {
  const length = compactSizeLength(value);
  const out = new Uint8Array(length);
  const view = new DataView(out.buffer);
  if (length === 1) out[0] = value;
  else if (length === 3) {
    out[0] = 0xfd;
    view.setUint16(1, value, true);
  } else {
    out[0] = 0xfe;
    view.setUint32(1, value, true);
  }
  return out;
}

/** Difficulty as a float: how many times harder than difficulty 1 the block's target is. */
export function difficulty(bits: number): number {
  return Number(DIFFICULTY_1_TARGET) / Number(targetOf(bits));
}

function medianTime(chain: BitcoinChain, height: number): number {
  const times = chain.ledger.blocks
    .slice(Math.max(0, height - MEDIAN_TIME_SPAN + 1), height + 1)
    .map((block) => block.header.time)
    .sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

function blockTxs(chain: BitcoinChain, block: LedgerBlock) {
  return block.txids.map((txid) => {
    const tx = chain.ledger.txs.get(txid);
    if (!tx) throw new Error(`block ${block.height} names unknown transaction ${txid}`);
    return tx;
  });
}

/** The serialized block: header, transaction count, transactions (`/block/:hash/raw`). */
export function rawBlock(chain: BitcoinChain, block: LedgerBlock): Uint8Array {
  const parts = [
    serializeHeader(block.header),
    compactSize(block.txids.length),
    ...blockTxs(chain, block).map((tx) => hex.decode(tx.hex)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** `GET /block/:hash` (and the items of `/blocks`) in electrs' field order. */
export function blockJson(chain: BitcoinChain, block: LedgerBlock) {
  const txs = blockTxs(chain, block);
  const header: BlockHeader = block.header;
  const countBytes = compactSizeLength(txs.length);
  return {
    id: block.hash,
    height: block.height,
    version: header.version,
    timestamp: header.time,
    tx_count: txs.length,
    size: 80 + countBytes + txs.reduce((sum, tx) => sum + tx.size, 0),
    weight: 4 * (80 + countBytes) + txs.reduce((sum, tx) => sum + tx.weight, 0),
    merkle_root: header.merkleRoot,
    previousblockhash: block.height === 0 ? null : header.prevHash,
    mediantime: medianTime(chain, block.height),
    nonce: header.nonce,
    bits: header.bits,
    difficulty: difficulty(header.bits),
  };
}

/** `GET /block/:hash/status`: in the best chain (every block here is), and the next one. */
export function blockStatus(chain: BitcoinChain, block: LedgerBlock | undefined) {
  if (block === undefined) return { in_best_chain: false, height: null, next_best: null };
  return {
    in_best_chain: true,
    height: block.height,
    next_best: chain.ledger.blocks[block.height + 1]?.hash ?? null,
  };
}

/** The header's 80 bytes in hex (`/block/:hash/header`). */
export function headerHex(block: LedgerBlock): string {
  return hex.encode(serializeHeader(block.header));
}
