import { isRecord, type Transaction } from "@foyer/protocol";
import { type ActivityMovement, activityTransaction } from "../blockchain/activityShape.js";
import type { PriceSource } from "../prices/priceSource.js";
import { BITCOIN_NATIVE } from "./bitcoinBalances.js";
import { EsploraUnavailableError, type EsploraUpstream } from "./esploraUpstream.js";

/** A txid: the cursor of a Bitcoin history page (the last confirmed transaction it showed). */
export const BITCOIN_TXID = /^[0-9a-f]{64}$/;

/** Confirmed transactions per page of Esplora's `/address/:address/txs[/chain/:last_seen]`. */
const ESPLORA_CHAIN_PAGE = 25;

export interface BitcoinHistoryPage {
  transactions: Transaction[];
  next: string | undefined;
}

export interface BitcoinHistoryReader {
  read(options: {
    chainId: string;
    address: string;
    /** The txid the previous page ended with. */
    after?: string;
    limit: number;
    icon: (symbol: string) => string;
  }): Promise<BitcoinHistoryPage>;
}

/** What one Esplora transaction did to `address`: the sats it spent and received, and with whom. */
export interface BitcoinTxFacts {
  txid: string;
  confirmed: boolean;
  /** Unix seconds of its block; undefined in the mempool. */
  blockTime: number | undefined;
  movements: { from: string; to: string; raw: bigint }[];
}

const sats = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : 0n;
const addressOf = (output: unknown) =>
  isRecord(output) && typeof output.scriptpubkey_address === "string"
    ? output.scriptpubkey_address
    : undefined;

/**
 * Sent and received of one address in an Esplora transaction (`vin[].prevout`, `vout[]`): a
 * payment out is what each other address received (change back to the address is not sent);
 * spending to itself only is a self transfer of what came back; a payment in comes from the
 * address the spent coins belonged to (none for a coinbase), for the sats it received.
 */
export function bitcoinTxFacts(tx: unknown, address: string): BitcoinTxFacts | undefined {
  if (!isRecord(tx) || typeof tx.txid !== "string" || !Array.isArray(tx.vin)) return undefined;
  if (!Array.isArray(tx.vout)) return undefined;
  const spentFrom = tx.vin.map((input: unknown) =>
    isRecord(input)
      ? {
          address: addressOf(input.prevout),
          value: sats(isRecord(input.prevout) ? input.prevout.value : 0),
        }
      : { address: undefined, value: 0n },
  );
  const outputs = tx.vout.map((output: unknown) => ({
    address: addressOf(output),
    value: sats(isRecord(output) ? output.value : 0),
  }));
  const spent = spentFrom.filter((input) => input.address === address);
  const received = outputs
    .filter((output) => output.address === address)
    .reduce((sum, output) => sum + output.value, 0n);
  const movements: BitcoinTxFacts["movements"] = [];
  if (spent.length > 0) {
    const paid = new Map<string, bigint>();
    for (const output of outputs) {
      if (output.address === undefined || output.address === address || output.value === 0n)
        continue;
      paid.set(output.address, (paid.get(output.address) ?? 0n) + output.value);
    }
    for (const [to, raw] of paid) movements.push({ from: address, to, raw });
    if (paid.size === 0) movements.push({ from: address, to: address, raw: received });
  } else if (received > 0n) {
    const senders = new Set(spentFrom.flatMap((input) => (input.address ? [input.address] : [])));
    const [sender] = senders;
    movements.push({
      from: senders.size === 1 && sender ? sender : "",
      to: address,
      raw: received,
    });
  }
  const status = isRecord(tx.status) ? tx.status : {};
  return {
    txid: tx.txid,
    confirmed: status.confirmed === true,
    blockTime: typeof status.block_time === "number" ? status.block_time : undefined,
    movements,
  };
}

function parseList(body: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw new EsploraUnavailableError("Esplora answered a history with bad JSON", { cause: error });
  }
  if (!Array.isArray(parsed)) throw new EsploraUnavailableError("Esplora answered a non-list");
  return parsed;
}

/**
 * An address's Bitcoin history from the network's Esplora: the first page is
 * `/address/:address/txs` (mempool transactions, then confirmed ones), later pages
 * `/address/:address/txs/chain/:last_seen_txid`. Priced at today's BTC price.
 */
export function createBitcoinHistoryReader(options: {
  upstream: EsploraUpstream;
  prices: PriceSource;
}): BitcoinHistoryReader {
  const { upstream, prices } = options;
  return {
    async read({ chainId, address, after, limit, icon }) {
      if (!upstream.has(chainId)) return { transactions: [], next: undefined };
      const path =
        after === undefined ? `/address/${address}/txs` : `/address/${address}/txs/chain/${after}`;
      const answer = await upstream.call(chainId, "GET", path);
      if (answer.status !== 200)
        throw new EsploraUnavailableError(`Esplora answered ${answer.status} for a history`);
      const facts = parseList(answer.body).flatMap((tx) => {
        const fact = bitcoinTxFacts(tx, address);
        return fact === undefined ? [] : [fact];
      });
      const pending = facts.filter((fact) => !fact.confirmed);
      const confirmed = facts.filter((fact) => fact.confirmed);
      const shown = [...pending, ...confirmed.slice(0, limit)];
      const price = await prices.nativePrice(chainId).catch(() => 0);
      const asset = { ...BITCOIN_NATIVE, price };
      const transactions = shown.map((fact) =>
        activityTransaction({
          id: fact.txid,
          chainId,
          account: address,
          minedAt: fact.blockTime === undefined ? new Date() : new Date(fact.blockTime * 1000),
          status: fact.confirmed ? "confirmed" : "pending",
          movements: fact.movements.map((movement): ActivityMovement => ({ ...movement, asset })),
          icon,
        }),
      );
      const more = confirmed.length > limit || confirmed.length >= ESPLORA_CHAIN_PAGE;
      const last = confirmed.slice(0, limit).at(-1);
      return { transactions, next: more && last !== undefined ? last.txid : undefined };
    },
  };
}
