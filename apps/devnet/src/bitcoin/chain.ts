import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hex } from "@scure/base";
import { Script } from "@scure/btc-signer";
import { sha256x2 } from "@scure/btc-signer/utils.js";
import {
  type BlockHeader,
  blockHash,
  coinbaseTransaction,
  hash256Display,
  merkleRoot,
  mineHeader,
  REGTEST_GENESIS_COINBASE,
  REGTEST_GENESIS_HEADER,
  reversedHex,
  subsidyAt,
} from "./block.js";
import { REGTEST_BITS } from "./constants.js";
import { feeEstimates } from "./fees.js";
import { Ledger, type LedgerBlock, readRaw } from "./ledger.js";
import { checkTransaction } from "./txCheck.js";

/** What is saved: every block after genesis with its raw transactions, and the mempool. */
interface SavedChain {
  format: 1;
  blocks: { header: BlockHeader; txs: string[] }[];
  mempool: string[];
}

export interface BitcoinChainOptions {
  /** The output script block rewards pay (the miner key's). */
  minerScript: Uint8Array;
  /** Folder of `chain.json`; written after every change, loaded at start. Omitted: memory only. */
  stateDir?: string;
  /** Mine a block right after each accepted broadcast (default true). */
  autoMine?: boolean;
}

const BLOCK_VERSION = 0x20000000;
/** Blocks whose fee rates feed the fee estimates. */
const FEE_WINDOW = 10;

function genesisBlock(): LedgerBlock {
  return {
    hash: blockHash(REGTEST_GENESIS_HEADER),
    height: 0,
    header: REGTEST_GENESIS_HEADER,
    txids: [REGTEST_GENESIS_HEADER.merkleRoot],
  };
}

/**
 * The BIP-141 witness commitment output script for a block's transactions: OP_RETURN with
 * `aa21a9ed` + hash256(witness merkle root ‖ 32 zero bytes), the coinbase's wtxid being zero.
 */
function witnessCommitment(rawTxs: readonly string[]): Uint8Array {
  const wtxids = ["0".repeat(64), ...rawTxs.map((raw) => hash256Display(hex.decode(raw)))];
  const root = hex.decode(reversedHex(merkleRoot(wtxids)));
  const commitment = sha256x2(root, new Uint8Array(32));
  return Script.encode(["RETURN", new Uint8Array([0xaa, 0x21, 0xa9, 0xed, ...commitment])]);
}

/** The local regtest chain: a ledger that checks what it is sent, mines and remembers. */
export class BitcoinChain {
  readonly ledger = new Ledger();
  private readonly file: string | undefined;

  constructor(private readonly options: BitcoinChainOptions) {
    this.file = options.stateDir === undefined ? undefined : join(options.stateDir, "chain.json");
    this.ledger.addGenesis(genesisBlock(), REGTEST_GENESIS_COINBASE);
  }

  /** Accepts a raw transaction into the mempool (and mines it by default); returns its txid. */
  broadcast(rawHex: string): string {
    const checked = checkTransaction(rawHex, this.ledger);
    this.ledger.addToMempool({
      txid: checked.txid,
      hex: checked.hex,
      spent: checked.spent,
      outputs: readRaw(checked.hex).outputs,
      fee: checked.fee,
      weight: checked.weight,
      size: checked.size,
    });
    if (this.options.autoMine ?? true) this.mine(1);
    else this.save();
    return checked.txid;
  }

  /** Mines `count` blocks (the first takes the whole mempool); returns their hashes. */
  mine(count = 1): string[] {
    const hashes: string[] = [];
    for (let i = 0; i < count; i++) hashes.push(this.mineOne().hash);
    this.save();
    return hashes;
  }

  private mineOne(): LedgerBlock {
    const { ledger } = this;
    const height = ledger.nextHeight;
    const txs = ledger.mempool.map((txid) => ledger.txs.get(txid)!);
    const fees = txs.reduce((sum, tx) => sum + tx.fee, 0n);
    const coinbaseHex = this.coinbaseFor(
      height,
      subsidyAt(height) + fees,
      txs.map((tx) => tx.hex),
    );
    const txids = [readRaw(coinbaseHex).txid, ...txs.map((tx) => tx.txid)];
    return this.connect(
      mineHeader({
        version: BLOCK_VERSION,
        prevHash: ledger.tip.hash,
        merkleRoot: merkleRoot(txids),
        time: Math.max(ledger.tip.header.time + 1, Math.floor(Date.now() / 1000)),
        bits: REGTEST_BITS,
      }),
      coinbaseHex,
      txids,
    );
  }

  private coinbaseFor(height: number, amount: bigint, rawTxs: readonly string[]): string {
    // Blocks that carry transactions commit to their witnesses, as segwit requires.
    const commitment = rawTxs.length === 0 ? undefined : witnessCommitment(rawTxs);
    return coinbaseTransaction(height, amount, this.options.minerScript, commitment);
  }

  private connect(header: BlockHeader, coinbaseHex: string, txids: string[]): LedgerBlock {
    const block: LedgerBlock = {
      hash: blockHash(header),
      height: this.ledger.nextHeight,
      header,
      txids,
    };
    this.ledger.connectBlock(block, coinbaseHex);
    return block;
  }

  /** Fee rates (sat/vB) paid in the last blocks, for the estimates. */
  feeEstimates(): Record<string, number> {
    const rates: number[] = [];
    for (const block of this.ledger.blocks.slice(-FEE_WINDOW)) {
      for (const txid of block.txids.slice(1)) {
        const tx = this.ledger.txs.get(txid);
        if (tx) rates.push(Number(tx.fee) / Math.ceil(tx.weight / 4));
      }
    }
    return feeEstimates(rates);
  }

  /** Writes the chain to its state folder (atomically: a crash leaves the previous copy). */
  save() {
    if (this.file === undefined || this.options.stateDir === undefined) return;
    const saved: SavedChain = {
      format: 1,
      blocks: this.ledger.blocks.slice(1).map((block) => ({
        header: block.header,
        txs: block.txids.map((txid) => this.ledger.txs.get(txid)!.hex),
      })),
      mempool: this.ledger.mempool.map((txid) => this.ledger.txs.get(txid)!.hex),
    };
    mkdirSync(this.options.stateDir, { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(saved));
    renameSync(temporary, this.file);
  }

  /** Loads a saved chain, replaying its blocks; false when there is none to load. */
  load(): boolean {
    if (this.file === undefined) return false;
    let text: string;
    try {
      text = readFileSync(this.file, "utf8");
    } catch {
      return false;
    }
    const saved = JSON.parse(text) as SavedChain;
    if (saved.format !== 1) throw new Error(`${this.file}: unknown format ${String(saved.format)}`);
    for (const { header, txs } of saved.blocks) {
      if (header.prevHash !== this.ledger.tip.hash)
        throw new Error(`${this.file}: block ${this.ledger.nextHeight} does not follow the tip`);
      const [coinbaseHex, ...rest] = txs;
      if (coinbaseHex === undefined) throw new Error(`${this.file}: a block without coinbase`);
      for (const raw of rest) this.replay(raw);
      this.connect(header, coinbaseHex, [
        readRaw(coinbaseHex).txid,
        ...rest.map((raw) => readRaw(raw).txid),
      ]);
    }
    for (const raw of saved.mempool) this.replay(raw);
    return true;
  }

  /** Re-adds a transaction this chain accepted before (its checks passed then). */
  private replay(raw: string) {
    const read = readRaw(raw);
    const spent = read.inputs.map(({ txid, vout }) => {
      const coin = this.ledger.coin(txid, vout);
      if (coin === undefined || coin === "mempool-spent")
        throw new Error(`${this.file}: ${read.txid} spends a missing coin ${txid}:${vout}`);
      return coin;
    });
    const value = (sum: bigint, item: { value: bigint }) => sum + item.value;
    this.ledger.addToMempool({
      txid: read.txid,
      hex: raw,
      spent,
      outputs: read.outputs,
      fee: spent.reduce(value, 0n) - read.outputs.reduce(value, 0n),
      weight: read.weight,
      size: raw.length / 2,
    });
  }
}
