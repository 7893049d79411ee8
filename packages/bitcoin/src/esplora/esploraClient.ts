/** One unspent output as Esplora lists it (`GET /address/:addr/utxo`). */
export interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
  status: { confirmed: boolean; block_height?: number };
}

/** The sums Esplora keeps per address (`GET /address/:addr`), for the chain and the mempool. */
interface AddressStats {
  funded_txo_sum: number;
  spent_txo_sum: number;
}

/** The Esplora REST calls the adapter makes, against one network's base URL. */
export interface EsploraClient {
  /** Confirmed plus mempool balance, in sats. */
  balance(address: string): Promise<bigint>;
  utxos(address: string): Promise<EsploraUtxo[]>;
  /** Confirmation target (blocks) → fee rate (sat/vB). */
  feeEstimates(): Promise<Record<string, number>>;
  /** Broadcasts raw hex; resolves with the txid, rejects with {@link EsploraRefusal} when the node refuses it. */
  broadcast(hex: string): Promise<string>;
  confirmed(txid: string): Promise<boolean>;
}

/** The node refused a request (status 400 and its reason as text, as electrs answers). */
export class EsploraRefusal extends Error {
  override readonly name = "EsploraRefusal";
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Esplora answered ${status}: ${reason}`);
  }
}

/**
 * `path` under `base`, keeping `base`'s query: the server's proxy is
 * `…/v1/bitcoin/esplora?chainId=…&projectId=…`, a public Esplora just `https://…/api`.
 */
export function esploraUrl(base: string, path: string): string {
  const [root = "", query] = base.split("?", 2);
  const url = `${root.replace(/\/+$/, "")}${path}`;
  return query === undefined ? url : `${url}?${query}`;
}

/** An Esplora client over `fetch` (the page's, bound). */
export function createEsploraClient(base: string, fetcher: typeof fetch): EsploraClient {
  async function call(path: string, init?: RequestInit): Promise<string> {
    const response = await fetcher(esploraUrl(base, path), init);
    const text = await response.text();
    if (!response.ok) throw new EsploraRefusal(response.status, text.trim());
    return text;
  }
  const json = async <T>(path: string): Promise<T> => JSON.parse(await call(path)) as T;
  return {
    async balance(address) {
      const info = await json<{ chain_stats: AddressStats; mempool_stats: AddressStats }>(
        `/address/${encodeURIComponent(address)}`,
      );
      const sum = (stats: AddressStats) =>
        BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum);
      return sum(info.chain_stats) + sum(info.mempool_stats);
    },
    utxos: (address) => json<EsploraUtxo[]>(`/address/${encodeURIComponent(address)}/utxo`),
    feeEstimates: () => json<Record<string, number>>("/fee-estimates"),
    async broadcast(hex) {
      const txid = await call("/tx", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: hex,
      });
      return txid.trim();
    },
    async confirmed(txid) {
      const status = await json<{ confirmed: boolean }>(`/tx/${txid}/status`);
      return status.confirmed;
    },
  };
}
