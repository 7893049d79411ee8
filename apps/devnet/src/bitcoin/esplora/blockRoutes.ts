import type { BitcoinChain } from "../chain.js";
import type { LedgerBlock } from "../ledger.js";
import { BLOCKS_PER_LIST, blockJson, blockStatus, headerHex, rawBlock } from "./blockJson.js";
import { bytes, type EsploraReply, HASH, json, notFound, text } from "./reply.js";
import { CHAIN_TXS_PER_PAGE, txJson } from "./txJson.js";

const BLOCK_NOT_FOUND = "Block not found";

function blockByHash(chain: BitcoinChain, hash: string): LedgerBlock | undefined {
  return chain.ledger.blocks.find((block) => block.hash === hash);
}

function height(value: string): number | undefined {
  return /^\d{1,10}$/.test(value) ? Number(value) : undefined;
}

/** `GET /blocks[/:start_height]` (the tip routes are answered before this). */
export function blocksRoute(chain: BitcoinChain, start: string | undefined): EsploraReply {
  const { blocks } = chain.ledger;
  const from = start === undefined ? chain.ledger.tip.height : height(start);
  if (from === undefined) return text("Invalid number", 400);
  if (blocks[from] === undefined) return notFound(BLOCK_NOT_FOUND);
  const list: LedgerBlock[] = [];
  for (let at = from; at >= 0 && list.length < BLOCKS_PER_LIST; at--) list.push(blocks[at]!);
  return json(list.map((block) => blockJson(chain, block)));
}

/** `GET /block-height/:height`: the hash of the block there, as text. */
export function blockHeightRoute(chain: BitcoinChain, value: string): EsploraReply {
  const at = height(value);
  if (at === undefined) return text("Invalid number", 400);
  const block = chain.ledger.blocks[at];
  return block ? text(block.hash) : notFound(BLOCK_NOT_FOUND);
}

/** `GET /block/:hash[/status|/txids|/header|/raw|/txs[/:start]|/txid/:index]`. */
export function blockRoute(
  chain: BitcoinChain,
  hash: string,
  rest: readonly string[],
): EsploraReply {
  if (!HASH.test(hash)) return text("Invalid hex string", 400);
  const block = blockByHash(chain, hash);
  const [first, second, ...extra] = rest;
  if (extra.length > 0) return notFound();
  // electrs answers the status of an unknown block (not in the best chain) rather than 404.
  if (first === "status" && second === undefined) return json(blockStatus(chain, block));
  if (block === undefined) return notFound(BLOCK_NOT_FOUND);
  if (first === undefined) return json(blockJson(chain, block));
  if (second === undefined) {
    if (first === "txids") return json(block.txids);
    if (first === "header") return text(headerHex(block));
    if (first === "raw") return bytes(rawBlock(chain, block));
  }
  if (first === "txs") {
    const start = second === undefined ? 0 : Number.parseInt(second, 10) || 0;
    if (start % CHAIN_TXS_PER_PAGE !== 0)
      return text(`start index must be a multiple of ${CHAIN_TXS_PER_PAGE}`, 400);
    if (start >= block.txids.length) return text("start index out of range", 400);
    const page = block.txids.slice(start, start + CHAIN_TXS_PER_PAGE);
    return json(page.map((txid) => txJson(chain.ledger.txs.get(txid)!, false)));
  }
  if (first === "txid" && second !== undefined) {
    const index = height(second);
    if (index === undefined) return text("Invalid number", 400);
    const txid = block.txids[index];
    return txid === undefined ? notFound("tx index out of range") : text(txid);
  }
  return notFound();
}
