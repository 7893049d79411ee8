import { hex } from "@scure/base";
import type { BitcoinChain } from "../chain.js";
import type { LedgerTx } from "../ledger.js";
import { merkleBranch } from "./merkleProof.js";
import { bytes, type EsploraReply, HASH, json, notFound, text } from "./reply.js";
import { txJson, txStatus } from "./txJson.js";

const TX_NOT_FOUND = "Transaction not found";

/** `{ spent: false }`, or the input spending the output and that transaction's status. */
function outspend(chain: BitcoinChain, txid: string, vout: number) {
  const spend = chain.ledger.spendOf(txid, vout);
  if (spend === undefined) return { spent: false };
  const by = chain.ledger.txs.get(spend.txid);
  return { spent: true, txid: spend.txid, vin: spend.vin, status: txStatus(by?.block ?? null) };
}

function merkleProof(chain: BitcoinChain, tx: LedgerTx | undefined): EsploraReply {
  if (tx?.block == null) return notFound("Transaction not found or is unconfirmed");
  const block = chain.ledger.blocks[tx.block.height]!;
  const pos = block.txids.indexOf(tx.txid);
  return json({ block_height: block.height, merkle: merkleBranch(block.txids, pos), pos });
}

/** `GET /tx/:txid[/status|/hex|/raw|/outspends|/outspend/:vout|/merkle-proof]`. */
export function txRoute(chain: BitcoinChain, txid: string, rest: readonly string[]): EsploraReply {
  if (!HASH.test(txid)) return text("Invalid hex string", 400);
  const tx = chain.ledger.txs.get(txid);
  const [first, second, ...extra] = rest;
  if (extra.length > 0) return notFound();
  if (first === "merkle-proof" && second === undefined) return merkleProof(chain, tx);
  if (first === "outspend" && second !== undefined) {
    if (!/^\d{1,10}$/.test(second)) return text("Invalid number", 400);
    return json(outspend(chain, txid, Number(second)));
  }
  if (tx === undefined) return notFound(TX_NOT_FOUND);
  if (second !== undefined) return notFound();
  if (first === undefined) return json(txJson(tx));
  if (first === "status") return json(txStatus(tx.block));
  if (first === "hex") return text(tx.hex);
  if (first === "raw") return bytes(hex.decode(tx.hex));
  if (first === "outspends") return json(tx.outputs.map((_, vout) => outspend(chain, txid, vout)));
  return notFound();
}
