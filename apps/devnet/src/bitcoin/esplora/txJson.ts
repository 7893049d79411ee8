import { hex } from "@scure/base";
import { RawTx } from "@scure/btc-signer";
import type { BitcoinChain } from "../chain.js";
import type { BlockPlace, LedgerTx } from "../ledger.js";
import { scriptAddress, scriptAsm, scriptType } from "../scripts.js";

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

/** A transaction in Esplora's JSON (`GET /tx/:txid`, the items of `/address/:addr/txs`). */
export function txJson(tx: LedgerTx) {
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
    status: txStatus(tx.block),
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

/** `GET /address/:addr`: what the address received and spent, confirmed and in the mempool. */
export function addressJson(chain: BitcoinChain, address: string) {
  const chainStats = emptyStats();
  const mempoolStats = emptyStats();
  for (const txid of chain.ledger.addressTxids(address)) {
    const tx = chain.ledger.txs.get(txid)!;
    const stats = tx.block ? chainStats : mempoolStats;
    stats.tx_count += 1;
    for (const output of tx.outputs) {
      if (scriptAddress(output.script) !== address) continue;
      stats.funded_txo_count += 1;
      stats.funded_txo_sum += Number(output.value);
    }
    for (const coin of tx.spent) {
      if (scriptAddress(coin.script) !== address) continue;
      stats.spent_txo_count += 1;
      stats.spent_txo_sum += Number(coin.value);
    }
  }
  return { address, chain_stats: chainStats, mempool_stats: mempoolStats };
}

/** `GET /address/:addr/utxo`. */
export function addressUtxoJson(chain: BitcoinChain, address: string) {
  return chain.ledger.addressCoins(address).map((coin) => ({
    txid: coin.txid,
    vout: coin.vout,
    status: txStatus(chain.ledger.txs.get(coin.txid)?.block ?? null),
    value: Number(coin.value),
  }));
}

/** `GET /address/:addr/txs`: mempool transactions, then up to 25 confirmed ones, newest first. */
export function addressTxsJson(chain: BitcoinChain, address: string) {
  const txs = chain.ledger.addressTxids(address).map((txid) => chain.ledger.txs.get(txid)!);
  const unconfirmed = txs.filter((tx) => tx.block === null).slice(0, 50);
  const confirmed = txs.filter((tx) => tx.block !== null).slice(0, 25);
  return [...unconfirmed, ...confirmed].map(txJson);
}
