import type { BitcoinChain } from "../chain.js";
import { addressScript } from "../scripts.js";
import { TxRefusal } from "../txRefusal.js";
import { addressJson, addressTxsJson, addressUtxoJson, txJson, txStatus } from "./txJson.js";

/** An HTTP answer: status, body, and whether the body is JSON or text (as electrs answers). */
export interface EsploraReply {
  status: number;
  body: string;
  type: "application/json" | "text/plain";
}

const json = (value: unknown, status = 200): EsploraReply => ({
  status,
  body: JSON.stringify(value),
  type: "application/json",
});
const text = (value: string, status = 200): EsploraReply => ({
  status,
  body: value,
  type: "text/plain",
});

const TXID = /^[0-9a-f]{64}$/;
/** Largest number of blocks one `POST /mine` makes. */
export const MAX_MINE_BLOCKS = 1_000;

function addressRoute(
  chain: BitcoinChain,
  address: string,
  rest: string | undefined,
): EsploraReply {
  if (addressScript(address) === undefined) return text("Invalid Bitcoin address", 400);
  if (rest === undefined) return json(addressJson(chain, address));
  if (rest === "utxo") return json(addressUtxoJson(chain, address));
  if (rest === "txs") return json(addressTxsJson(chain, address));
  return text("Not Found", 404);
}

function txRoute(chain: BitcoinChain, txid: string, rest: string | undefined): EsploraReply {
  if (!TXID.test(txid)) return text("Invalid hex string", 400);
  const tx = chain.ledger.txs.get(txid);
  if (!tx) return text("Transaction not found", 404);
  if (rest === undefined) return json(txJson(tx));
  if (rest === "status") return json(txStatus(tx.block));
  if (rest === "hex") return text(tx.hex);
  return text("Not Found", 404);
}

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

/**
 * Answers one request of the Esplora REST API (the paths wallets use, as Blockstream's
 * esplora/electrs serves them) plus the dev-only `POST /mine`.
 */
export function esploraDispatch(
  chain: BitcoinChain,
  method: string,
  path: string,
  body: string,
): EsploraReply {
  const [, first, second, third, ...extra] = path.split("/");
  if (extra.length > 0) return text("Not Found", 404);
  if (method === "GET") {
    if (first === "address" && second) return addressRoute(chain, second, third);
    if (first === "tx" && second) return txRoute(chain, second, third);
    if (first === "fee-estimates" && second === undefined) return json(chain.feeEstimates());
    if (first === "blocks" && second === "tip" && third === "height")
      return text(String(chain.ledger.tip.height));
    if (first === "blocks" && second === "tip" && third === "hash")
      return text(chain.ledger.tip.hash);
    return text("Not Found", 404);
  }
  if (method === "POST" && first === "tx" && second === undefined) {
    try {
      return text(chain.broadcast(body));
    } catch (error) {
      if (error instanceof TxRefusal) return text(error.esploraText(), 400);
      throw error;
    }
  }
  if (method === "POST" && first === "mine" && second === undefined) return mineRoute(chain, body);
  return text("Not Found", 404);
}
