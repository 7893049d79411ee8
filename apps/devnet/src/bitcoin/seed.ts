import { hex } from "@scure/base";
import { Transaction } from "@scure/btc-signer";
import type { BitcoinChain } from "./chain.js";
import { COINBASE_MATURITY, SATS_PER_BTC } from "./constants.js";
import type { BitcoinDevKey, BitcoinKeys } from "./keys.js";

/** What each dev key holds after the first start: several coins, so sends need coin selection. */
export function seedPlan(keys: BitcoinKeys): { key: BitcoinDevKey; coins: bigint[] }[] {
  const [first, ...others] = keys.payment;
  if (!first) throw new Error("no payment key to fund");
  return [
    { key: first, coins: Array(5).fill(SATS_PER_BTC) },
    ...others.map((key) => ({ key, coins: Array(3).fill(SATS_PER_BTC) })),
    { key: keys.ordinal, coins: Array(3).fill(SATS_PER_BTC / 10n) },
  ];
}

/** Fee rate of the funding transaction (sat/vB). */
const SEED_FEE_RATE = 2n;

function fundingTransaction(
  miner: BitcoinDevKey,
  coin: { txid: string; vout: number; value: bigint },
  plan: ReturnType<typeof seedPlan>,
  fee: bigint,
): Transaction {
  const tx = new Transaction();
  tx.addInput({
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: { script: miner.script, amount: coin.value },
  });
  let paid = 0n;
  for (const { key, coins } of plan) {
    for (const amount of coins) {
      tx.addOutput({ script: key.script, amount });
      paid += amount;
    }
  }
  tx.addOutput({ script: miner.script, amount: coin.value - paid - fee });
  tx.sign(miner.privateKey);
  tx.finalize();
  return tx;
}

/**
 * Funds a fresh chain the way a regtest user does: mine past coinbase maturity, then spend
 * the first block reward to the dev keys in one transaction that goes through the same
 * checks as any broadcast, and mine it.
 */
export function seedChain(chain: BitcoinChain, keys: BitcoinKeys) {
  chain.mine(COINBASE_MATURITY + 1);
  const firstBlock = chain.ledger.blocks[1]!;
  const coinbaseTxid = firstBlock.txids[0]!;
  const coin = chain.ledger.coin(coinbaseTxid, 0);
  if (coin === undefined || coin === "mempool-spent") throw new Error("block 1 reward is gone");
  const plan = seedPlan(keys);
  const draft = fundingTransaction(keys.miner, coin, plan, 0n);
  const funding = fundingTransaction(keys.miner, coin, plan, BigInt(draft.vsize) * SEED_FEE_RATE);
  const txid = chain.broadcast(hex.encode(funding.extract()));
  if (chain.ledger.known(txid) === "mempool") chain.mine(1);
}
