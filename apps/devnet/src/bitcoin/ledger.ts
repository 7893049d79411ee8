import { hex } from "@scure/base";
import { RawTx } from "@scure/btc-signer";
import type { BlockHeader } from "./block.js";
import { hash256Display } from "./block.js";
import { scriptHash } from "./scripts.js";
import type { Coin, CoinView } from "./txCheck.js";

/** Where a transaction was mined. */
export interface BlockPlace {
  height: number;
  hash: string;
  time: number;
}

/** A transaction the chain holds (in a block or in the mempool) with what its inputs spent. */
export interface LedgerTx {
  txid: string;
  hex: string;
  coinbase: boolean;
  /** One per input (none for a coinbase): the coin it spent. */
  spent: Coin[];
  outputs: { value: bigint; script: Uint8Array }[];
  fee: bigint;
  weight: number;
  size: number;
  block: BlockPlace | null;
}

export interface LedgerBlock {
  hash: string;
  height: number;
  header: BlockHeader;
  /** Every transaction of the block, its coinbase first. */
  txids: string[];
}

const key = (txid: string, vout: number) => `${txid}:${vout}`;

/** The transaction input that spends an output. */
export interface Spend {
  txid: string;
  vin: number;
}

/** Reads a raw transaction's outputs and the outpoints its inputs spend. */
export function readRaw(rawHex: string) {
  const raw = RawTx.decode(hex.decode(rawHex));
  const base = RawTx.encode({ ...raw, segwitFlag: false, witnesses: [] });
  return {
    txid: hash256Display(base),
    weight: base.length * 3 + rawHex.length / 2,
    inputs: raw.inputs.map((input) => ({ txid: hex.encode(input.txid), vout: input.index })),
    outputs: raw.outputs.map((output) => ({ value: output.amount, script: output.script })),
    version: raw.version,
    lockTime: raw.lockTime,
  };
}

/**
 * The chain's books: blocks, every transaction, the UTXO set (confirmed coins) and the
 * mempool with the coins its transactions make and spend, indexed by address for Esplora.
 */
export class Ledger implements CoinView {
  readonly blocks: LedgerBlock[] = [];
  readonly txs = new Map<string, LedgerTx>();
  /** Confirmed unspent outputs. */
  readonly utxos = new Map<string, Coin>();
  /** Mempool transactions in arrival order. */
  readonly mempool: string[] = [];
  /** Every transaction that entered the mempool, in arrival order (`/mempool/recent`). */
  readonly arrivals: string[] = [];
  /** Outputs of mempool transactions not spent by another mempool transaction. */
  private readonly mempoolCoins = new Map<string, Coin>();
  /** Outpoints (confirmed or mempool) that a mempool transaction spends → its txid. */
  private readonly mempoolSpends = new Map<string, string>();
  /** Script hash → txids funding or spending that script, oldest first. */
  private readonly byScript = new Map<string, string[]>();
  /** Outpoint → the input that spends it (in a block or in the mempool). */
  private readonly spends = new Map<string, Spend>();

  get tip(): LedgerBlock {
    const tip = this.blocks[this.blocks.length - 1];
    if (!tip) throw new Error("the ledger has no genesis block");
    return tip;
  }

  get nextHeight(): number {
    return this.blocks.length;
  }

  coin(txid: string, vout: number): Coin | "mempool-spent" | undefined {
    const outpoint = key(txid, vout);
    if (this.mempoolSpends.has(outpoint)) return "mempool-spent";
    return this.utxos.get(outpoint) ?? this.mempoolCoins.get(outpoint);
  }

  known(txid: string): "block" | "mempool" | undefined {
    const tx = this.txs.get(txid);
    if (!tx) return undefined;
    return tx.block ? "block" : "mempool";
  }

  private index(tx: LedgerTx) {
    const hashes = new Set<string>();
    for (const coin of tx.spent) hashes.add(scriptHash(coin.script));
    // OP_RETURN outputs are unspendable: Esplora leaves them out of the script index.
    for (const output of tx.outputs)
      if (output.script[0] !== 0x6a) hashes.add(scriptHash(output.script));
    for (const hash of hashes) {
      const list = this.byScript.get(hash) ?? [];
      list.push(tx.txid);
      this.byScript.set(hash, list);
    }
    tx.spent.forEach((coin, vin) => {
      this.spends.set(key(coin.txid, coin.vout), { txid: tx.txid, vin });
    });
  }

  /** The input spending an output, if any transaction (confirmed or in the mempool) does. */
  spendOf(txid: string, vout: number): Spend | undefined {
    return this.spends.get(key(txid, vout));
  }

  /** Adds a checked transaction to the mempool. */
  addToMempool(tx: Omit<LedgerTx, "block" | "coinbase">) {
    const entry: LedgerTx = { ...tx, coinbase: false, block: null };
    this.txs.set(tx.txid, entry);
    this.mempool.push(tx.txid);
    this.arrivals.push(tx.txid);
    for (const coin of tx.spent) {
      const outpoint = key(coin.txid, coin.vout);
      this.mempoolSpends.set(outpoint, tx.txid);
      this.mempoolCoins.delete(outpoint);
    }
    tx.outputs.forEach((output, vout) => {
      this.mempoolCoins.set(key(tx.txid, vout), {
        txid: tx.txid,
        vout,
        value: output.value,
        script: output.script,
        height: null,
        coinbase: false,
      });
    });
    this.index(entry);
  }

  /** Starts the chain with its genesis block, whose coinbase pays no spendable coin. */
  addGenesis(block: LedgerBlock, coinbaseHex: string) {
    const coinbase = readRaw(coinbaseHex);
    this.txs.set(coinbase.txid, {
      txid: coinbase.txid,
      hex: coinbaseHex,
      coinbase: true,
      spent: [],
      outputs: coinbase.outputs,
      fee: 0n,
      weight: coinbase.weight,
      size: coinbaseHex.length / 2,
      block: { height: 0, hash: block.hash, time: block.header.time },
    });
    this.blocks.push(block);
  }

  /** Appends a block: its coinbase (`txids[0]`) and the mempool transactions it names, in order. */
  connectBlock(block: LedgerBlock, coinbaseHex: string) {
    const place: BlockPlace = { height: block.height, hash: block.hash, time: block.header.time };
    const coinbase = readRaw(coinbaseHex);
    const coinbaseTx: LedgerTx = {
      txid: coinbase.txid,
      hex: coinbaseHex,
      coinbase: true,
      spent: [],
      outputs: coinbase.outputs,
      fee: 0n,
      weight: coinbase.weight,
      size: coinbaseHex.length / 2,
      block: place,
    };
    this.txs.set(coinbaseTx.txid, coinbaseTx);
    this.index(coinbaseTx);
    this.blocks.push(block);
    for (const txid of block.txids.slice(1)) {
      const tx = this.txs.get(txid);
      if (!tx) throw new Error(`block ${block.height} names unknown transaction ${txid}`);
      for (const coin of tx.spent) {
        const outpoint = key(coin.txid, coin.vout);
        this.utxos.delete(outpoint);
        this.mempoolSpends.delete(outpoint);
      }
      // In block order a parent's outputs are added before a child of the same block spends them.
      tx.outputs.forEach((output, vout) => {
        const outpoint = key(txid, vout);
        this.mempoolCoins.delete(outpoint);
        this.utxos.set(outpoint, {
          txid,
          vout,
          value: output.value,
          script: output.script,
          height: block.height,
          coinbase: false,
        });
      });
      tx.block = place;
      const at = this.mempool.indexOf(txid);
      if (at >= 0) this.mempool.splice(at, 1);
    }
    coinbase.outputs.forEach((output, vout) => {
      this.utxos.set(key(coinbase.txid, vout), {
        txid: coinbase.txid,
        vout,
        value: output.value,
        script: output.script,
        height: block.height,
        coinbase: true,
      });
    });
  }

  /** Txids funding or spending a script (by its hash), newest first. */
  scriptTxids(hash: string): string[] {
    return [...(this.byScript.get(hash) ?? [])].reverse();
  }

  /** Unspent outputs of a script (confirmed and mempool), not spent in the mempool. */
  scriptCoins(hash: string): Coin[] {
    const coins: Coin[] = [];
    for (const txid of this.byScript.get(hash) ?? []) {
      const tx = this.txs.get(txid)!;
      tx.outputs.forEach((output, vout) => {
        if (scriptHash(output.script) !== hash) return;
        const coin = this.coin(txid, vout);
        if (coin && coin !== "mempool-spent") coins.push(coin);
      });
    }
    return coins;
  }
}
