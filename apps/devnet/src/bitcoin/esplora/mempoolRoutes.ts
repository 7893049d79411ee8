import type { BitcoinChain } from "../chain.js";
import { recommendedFees } from "../fees.js";
import { type EsploraReply, json, notFound } from "./reply.js";

/** Entries of `/mempool/recent`, as electrs keeps them. */
const RECENT_TXS = 10;
/** Virtual bytes per bin of the fee histogram (electrs' VSIZE_BIN_WIDTH). */
const VSIZE_BIN_WIDTH = 50_000;

const vsizeOf = (weight: number) => Math.ceil(weight / 4);

/**
 * The mempool's fee-rate histogram as Electrum's `mempool.get_fee_histogram`: `[rate, vsize]`
 * pairs from the highest rate down, each bin closing once it holds over 50,000 vB.
 */
export function feeHistogram(
  entries: readonly { rate: number; vsize: number }[],
): [number, number][] {
  const sorted = [...entries].sort((a, b) => b.rate - a.rate);
  const histogram: [number, number][] = [];
  let binSize = 0;
  let lastRate = 0;
  for (const entry of sorted) {
    if (binSize > VSIZE_BIN_WIDTH && lastRate !== entry.rate) {
      histogram.push([lastRate, binSize]);
      binSize = 0;
    }
    lastRate = entry.rate;
    binSize += entry.vsize;
  }
  if (binSize > 0) histogram.push([lastRate, binSize]);
  return histogram;
}

/** `GET /mempool`, `/mempool/txids`, `/mempool/recent`. */
export function mempoolRoute(chain: BitcoinChain, rest: readonly string[]): EsploraReply {
  const { ledger } = chain;
  const txs = ledger.mempool.map((txid) => ledger.txs.get(txid)!);
  const [first, ...extra] = rest;
  if (extra.length > 0) return notFound();
  if (first === undefined) {
    const entries = txs.map((tx) => ({
      vsize: vsizeOf(tx.weight),
      rate: Number(tx.fee) / (tx.weight / 4),
    }));
    return json({
      count: txs.length,
      vsize: entries.reduce((sum, entry) => sum + entry.vsize, 0),
      total_fee: txs.reduce((sum, tx) => sum + Number(tx.fee), 0),
      fee_histogram: feeHistogram(entries),
    });
  }
  if (first === "txids") return json(ledger.mempool);
  if (first === "recent") {
    const recent = ledger.arrivals.slice(-RECENT_TXS).reverse();
    return json(
      recent.map((txid) => {
        const tx = ledger.txs.get(txid)!;
        return {
          txid,
          fee: Number(tx.fee),
          vsize: vsizeOf(tx.weight),
          // electrs' overview value: what the transaction's inputs spend.
          value: tx.spent.reduce((sum, coin) => sum + Number(coin.value), 0),
        };
      }),
    );
  }
  return notFound();
}

/** mempool.space's `GET /v1/fees/recommended`, from this chain's fee estimates. */
export function recommendedFeesRoute(chain: BitcoinChain): EsploraReply {
  return json(recommendedFees(chain.feeEstimates()));
}
