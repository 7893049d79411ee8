import { hex } from "@scure/base";
import { RawTx } from "@scure/btc-signer";
import type { BitcoinChain } from "../chain.js";
import type { BlockPlace, LedgerTx } from "../ledger.js";
import { scriptAddress, scriptAsm, scriptHash, scriptType } from "../scripts.js";

/** Esplora's `status` of a transaction. */
export function txStatus(block: BlockPlace | null) {
  return block === null
    ? { confirmed: false }
    : {
        confirmed: true,
        block_height: block.height,
        block_hash: block.hash,
        block_time: block.time,
      };
}

function outputJson(output: { value: bigint; script: Uint8Array }) {
  const address = scriptAddress(output.script);
  return {
    scriptpubkey: hex.encode(output.script),
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: scriptType(output.script),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(output.value),
  };
}

/**
 * A transaction in Esplora's JSON (`GET /tx/:txid`, the items of `/address/:addr/txs`);
 * a block's transaction list leaves out `status`, which all of them share.
 */
export function txJson(tx: LedgerTx, withStatus = true) {
  const raw = RawTx.decode(hex.decode(tx.hex));
  return {
    txid: tx.txid,
    version: raw.version,
    locktime: raw.lockTime,
    vin: raw.inputs.map((input, index) => {
      const spent = tx.spent[index];
      return {
        txid: hex.encode(input.txid),
        vout: input.index,
        prevout: spent ? outputJson(spent) : null,
        scriptsig: hex.encode(input.finalScriptSig),
        scriptsig_asm: scriptAsm(input.finalScriptSig),
        witness: (raw.witnesses?.[index] ?? []).map((item) => hex.encode(item)),
        is_coinbase: tx.coinbase,
        sequence: input.sequence,
      };
    }),
    vout: tx.outputs.map(outputJson),
    size: tx.size,
    weight: tx.weight,
    fee: Number(tx.fee),
    ...(withStatus ? { status: txStatus(tx.block) } : {}),
  };
}

interface Stats {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}

const emptyStats = (): Stats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
});

/** Confirmed history pages and the mempool list hold this many transactions, as in electrs. */
export const CHAIN_TXS_PER_PAGE = 25;
export const MAX_MEMPOOL_TXS = 50;

/** `chain_stats` and `mempool_stats` of a script: what it received and spent. */
export function scriptStats(chain: BitcoinChain, hash: string) {
  const chainStats = emptyStats();
  const mempoolStats = emptyStats();
  for (const txid of chain.ledger.scriptTxids(hash)) {
    const tx = chain.ledger.txs.get(txid)!;
    const stats = tx.block ? chainStats : mempoolStats;
    stats.tx_count += 1;
    for (const output of tx.outputs) {
      if (scriptHash(output.script) !== hash) continue;
      stats.funded_txo_count += 1;
      stats.funded_txo_sum += Number(output.value);
    }
    for (const coin of tx.spent) {
      if (scriptHash(coin.script) !== hash) continue;
      stats.spent_txo_count += 1;
      stats.spent_txo_sum += Number(coin.value);
    }
  }
  return { chain_stats: chainStats, mempool_stats: mempoolStats };
}

/** `GET /address/:addr/utxo`, `/scripthash/:hash/utxo`. */
export function scriptUtxoJson(chain: BitcoinChain, hash: string) {
  return chain.ledger.scriptCoins(hash).map((coin) => ({
    txid: coin.txid,
    vout: coin.vout,
    status: txStatus(chain.ledger.txs.get(coin.txid)?.block ?? null),
    value: Number(coin.value),
  }));
}

/** A script's transactions in the mempool, newest first (at most 50). */
function mempoolTxs(chain: BitcoinChain, hash: string): LedgerTx[] {
  return chain.ledger
    .scriptTxids(hash)
    .map((txid) => chain.ledger.txs.get(txid)!)
    .filter((tx) => tx.block === null)
    .slice(0, MAX_MEMPOOL_TXS);
}

/** A script's confirmed transactions, newest block first and last in a block first. */
function confirmedTxs(chain: BitcoinChain, hash: string): LedgerTx[] {
  const place = (tx: LedgerTx) => chain.ledger.blocks[tx.block!.height]!.txids.indexOf(tx.txid);
  return chain.ledger
    .scriptTxids(hash)
    .map((txid) => chain.ledger.txs.get(txid)!)
    .filter((tx) => tx.block !== null)
    .sort((a, b) => b.block!.height - a.block!.height || place(b) - place(a));
}

/** `GET …/txs`: mempool transactions, then the first page of confirmed ones. */
export function scriptTxsJson(chain: BitcoinChain, hash: string) {
  const confirmed = confirmedTxs(chain, hash).slice(0, CHAIN_TXS_PER_PAGE);
  return [...mempoolTxs(chain, hash), ...confirmed].map((tx) => txJson(tx));
}

/**
 * `GET …/txs/chain[/:last_seen_txid]`: a page of confirmed transactions after the last one
 * seen (none when that txid is not in the history, as electrs answers).
 */
export function scriptChainTxsJson(chain: BitcoinChain, hash: string, lastSeen?: string) {
  let txs = confirmedTxs(chain, hash);
  if (lastSeen !== undefined) {
    const index = txs.findIndex((tx) => tx.txid === lastSeen);
    txs = index === -1 ? [] : txs.slice(index + 1);
  }
  return txs.slice(0, CHAIN_TXS_PER_PAGE).map((tx) => txJson(tx));
}

/** `GET …/txs/mempool`. */
export function scriptMempoolTxsJson(chain: BitcoinChain, hash: string) {
  return mempoolTxs(chain, hash).map((tx) => txJson(tx));
}
