import type { BitcoinChain } from "../chain.js";
import { addressScriptHash } from "../scripts.js";
import { type EsploraReply, HASH, json, notFound, text } from "./reply.js";
import {
  scriptChainTxsJson,
  scriptMempoolTxsJson,
  scriptStats,
  scriptTxsJson,
  scriptUtxoJson,
} from "./txJson.js";

/**
 * `/address/:address[…]` and `/scripthash/:hash[…]`: stats, `txs`, `txs/chain[/:last_seen]`,
 * `txs/mempool` and `utxo`, one history for both (an address is its output script's hash).
 */
export function scriptRoute(
  chain: BitcoinChain,
  kind: "address" | "scripthash",
  id: string,
  rest: readonly string[],
): EsploraReply {
  let hash: string | undefined;
  if (kind === "address") {
    hash = addressScriptHash(id);
    if (hash === undefined) return text("Invalid Bitcoin address", 400);
  } else {
    if (!/^[0-9a-fA-F]{64}$/.test(id)) return text("Invalid scripthash", 400);
    hash = id.toLowerCase();
  }
  const [first, second, third, ...extra] = rest;
  if (extra.length > 0) return notFound();
  if (first === undefined) return json({ [kind]: id, ...scriptStats(chain, hash) });
  if (first === "utxo" && second === undefined) return json(scriptUtxoJson(chain, hash));
  if (first !== "txs") return notFound();
  if (second === undefined) return json(scriptTxsJson(chain, hash));
  if (second === "mempool" && third === undefined) return json(scriptMempoolTxsJson(chain, hash));
  if (second === "chain") {
    // electrs ignores a last-seen txid that does not parse and starts from the newest.
    const lastSeen = third !== undefined && HASH.test(third) ? third : undefined;
    return json(scriptChainTxsJson(chain, hash, lastSeen));
  }
  return notFound();
}
