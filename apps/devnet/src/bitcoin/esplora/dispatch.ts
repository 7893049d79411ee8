import type { BitcoinChain } from "../chain.js";
import { TxRefusal } from "../txRefusal.js";
import { blockHeightRoute, blockRoute, blocksRoute } from "./blockRoutes.js";
import { mempoolRoute, recommendedFeesRoute } from "./mempoolRoutes.js";
import { type EsploraReply, json, notFound, text } from "./reply.js";
import { scriptRoute } from "./scriptRoutes.js";
import { txRoute } from "./txRoutes.js";

export type { EsploraReply } from "./reply.js";

/** Largest number of blocks one `POST /mine` makes. */
export const MAX_MINE_BLOCKS = 1_000;

function mineRoute(chain: BitcoinChain, body: string): EsploraReply {
  let blocks = 1;
  if (body.trim() !== "") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return text('Body must be JSON like {"blocks":1}', 400);
    }
    const requested = (parsed as { blocks?: unknown } | null)?.blocks;
    if (requested !== undefined) {
      if (
        typeof requested !== "number" ||
        !Number.isInteger(requested) ||
        requested < 1 ||
        requested > MAX_MINE_BLOCKS
      )
        return text(`blocks must be an integer from 1 to ${MAX_MINE_BLOCKS}`, 400);
      blocks = requested;
    }
  }
  const hashes = chain.mine(blocks);
  return json({ height: chain.ledger.tip.height, hashes });
}

function getRoute(chain: BitcoinChain, segments: readonly string[]): EsploraReply {
  const [first, second, ...rest] = segments;
  if (second === undefined) {
    if (first === "fee-estimates") return json(chain.feeEstimates());
    if (first === "blocks") return blocksRoute(chain, undefined);
    if (first === "mempool") return mempoolRoute(chain, []);
    return notFound();
  }
  switch (first) {
    case "address":
    case "scripthash":
      return scriptRoute(chain, first, second, rest);
    case "tx":
      return txRoute(chain, second, rest);
    case "block":
      return blockRoute(chain, second, rest);
    case "block-height":
      return rest.length === 0 ? blockHeightRoute(chain, second) : notFound();
    case "mempool":
      return mempoolRoute(chain, [second, ...rest]);
    case "blocks":
      if (second === "tip" && rest.length === 1 && rest[0] === "height")
        return text(String(chain.ledger.tip.height));
      if (second === "tip" && rest.length === 1 && rest[0] === "hash")
        return text(chain.ledger.tip.hash);
      return rest.length === 0 ? blocksRoute(chain, second) : notFound();
    case "v1":
      return second === "fees" && rest.length === 1 && rest[0] === "recommended"
        ? recommendedFeesRoute(chain)
        : notFound();
    default:
      return notFound();
  }
}

/**
 * Answers one request of the Esplora REST API as Blockstream's esplora/electrs serves it
 * (transactions, addresses and script hashes with paged history, blocks, the mempool, fee
 * estimates, broadcast), mempool.space's `/v1/fees/recommended`, and the dev-only
 * `POST /mine`. Public instances serve it under `/api` (`https://mempool.space/api/…`, which
 * mempool.js builds from its hostname): that prefix is accepted too.
 */
export function esploraDispatch(
  chain: BitcoinChain,
  method: string,
  path: string,
  body: string,
): EsploraReply {
  let segments = path.split("/").slice(1);
  if (segments[0] === "api") segments = segments.slice(1);
  if (segments.at(-1) === "" && segments.length > 1) segments = segments.slice(0, -1);
  if (method === "GET") return getRoute(chain, segments);
  const [first, second] = segments;
  if (method === "POST" && first === "tx" && second === undefined) {
    try {
      return text(chain.broadcast(body));
    } catch (error) {
      if (error instanceof TxRefusal) return text(error.esploraText(), 400);
      throw error;
    }
  }
  if (method === "POST" && first === "mine" && second === undefined) return mineRoute(chain, body);
  return notFound();
}
