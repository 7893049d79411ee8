import { ErrorCode, ProviderRpcError } from "../errors.js";

/** One unspent output as Esplora lists it. */
export interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
  status: { confirmed: boolean };
}

interface TxoStats {
  funded_txo_sum: number;
  spent_txo_sum: number;
}

export interface EsploraClient {
  utxos(address: string): Promise<EsploraUtxo[]>;
  /** Confirmed and mempool sats of an address. */
  balance(address: string): Promise<{ confirmed: bigint; unconfirmed: bigint }>;
  feeEstimates(): Promise<Record<string, number>>;
  /** Broadcasts raw hex; resolves the txid, rejects with the node's refusal text. */
  broadcast(rawHex: string): Promise<string>;
}

/** The node did not answer, or answered something else than Esplora does. */
function unreachable(what: string, detail: string): ProviderRpcError {
  return new ProviderRpcError(ErrorCode.internal, `The Bitcoin node could not ${what}: ${detail}`);
}

/** A small client of the Esplora REST API the wallet sends through (the local regtest chain). */
export function createEsploraClient(baseUrl: string): EsploraClient {
  const base = baseUrl.replace(/\/+$/, "");
  async function call(what: string, path: string, init?: RequestInit): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, init);
    } catch (error) {
      throw unreachable(what, error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    if (!response.ok) throw unreachable(what, text.slice(0, 300) || `HTTP ${response.status}`);
    return text;
  }
  const json = async <T>(what: string, path: string): Promise<T> =>
    JSON.parse(await call(what, path)) as T;
  const net = (stats: TxoStats) => BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum);
  return {
    utxos: (address) => json<EsploraUtxo[]>("list the coins", `/address/${address}/utxo`),
    async balance(address) {
      const info = await json<{ chain_stats: TxoStats; mempool_stats: TxoStats }>(
        "read the balance",
        `/address/${address}`,
      );
      return { confirmed: net(info.chain_stats), unconfirmed: net(info.mempool_stats) };
    },
    feeEstimates: () => json<Record<string, number>>("estimate fees", "/fee-estimates"),
    async broadcast(rawHex) {
      let response: Response;
      try {
        response = await fetch(`${base}/tx`, { method: "POST", body: rawHex });
      } catch (error) {
        throw unreachable("broadcast", error instanceof Error ? error.message : String(error));
      }
      const text = (await response.text()).trim();
      if (!response.ok)
        throw new ProviderRpcError(
          ErrorCode.internal,
          `The Bitcoin node refused the transaction: ${text.slice(0, 300)}`,
        );
      return text;
    },
  };
}
