import { hex } from "@scure/base";
import { Transaction } from "@scure/btc-signer";
import { COINBASE_MATURITY, MAX_STANDARD_TX_WEIGHT, MIN_RELAY_FEE_RATE } from "./constants.js";
import { checkInput, type Prevout } from "./inputScripts.js";
import { dustThreshold, scriptType } from "./scripts.js";
import { BAD_SIGNATURE, TxRefusal } from "./txRefusal.js";

/** An unspent output as the chain knows it. */
export interface Coin {
  txid: string;
  vout: number;
  value: bigint;
  script: Uint8Array;
  /** Height of the block that made it; null while its transaction is in the mempool. */
  height: number | null;
  coinbase: boolean;
}

/** What a transaction check reads of the chain. */
export interface CoinView {
  /** The coin, or why not: spent by a transaction in the mempool, or not there at all. */
  coin(txid: string, vout: number): Coin | "mempool-spent" | undefined;
  /** Whether a transaction with this id is already in a block or in the mempool. */
  known(txid: string): "block" | "mempool" | undefined;
  /** The height the next block will have. */
  nextHeight: number;
}

/** A transaction the chain accepts, with what it spends. */
export interface CheckedTx {
  txid: string;
  hex: string;
  spent: Coin[];
  fee: bigint;
  weight: number;
  size: number;
  vsize: number;
}

const ZERO_TXID = "0".repeat(64);
const MAX_MONEY = 21_000_000n * 100_000_000n;
const FINAL_SEQUENCE = 0xffffffff;

function parse(rawHex: string): Transaction {
  try {
    return Transaction.fromRaw(hex.decode(rawHex), {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
      disableScriptCheck: true,
      allowLegacyWitnessUtxo: true,
    });
  } catch {
    throw new TxRefusal(-22, "TX decode failed. Make sure the tx has at least one input.");
  }
}

function checkOutputs(tx: Transaction): bigint {
  if (tx.outputsLength === 0) throw new TxRefusal(-26, "bad-txns-vout-empty");
  let total = 0n;
  for (let i = 0; i < tx.outputsLength; i++) {
    const output = tx.getOutput(i);
    const amount = output.amount ?? 0n;
    const script = output.script ?? new Uint8Array();
    if (amount < 0n || amount > MAX_MONEY) throw new TxRefusal(-26, "bad-txns-vout-toolarge");
    if (scriptType(script) === "unknown") throw new TxRefusal(-26, "scriptpubkey");
    if (amount < dustThreshold(script)) throw new TxRefusal(-26, "dust");
    total += amount;
  }
  if (total > MAX_MONEY) throw new TxRefusal(-26, "bad-txns-txouttotal-toolarge");
  return total;
}

function spentCoins(tx: Transaction, view: CoinView): Coin[] {
  const seen = new Set<string>();
  const coins: Coin[] = [];
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i);
    const txid = hex.encode(input.txid!);
    const vout = input.index!;
    if (txid === ZERO_TXID) throw new TxRefusal(-26, "coinbase");
    const outpoint = `${txid}:${vout}`;
    if (seen.has(outpoint)) throw new TxRefusal(-26, "bad-txns-inputs-duplicate");
    seen.add(outpoint);
    const coin = view.coin(txid, vout);
    if (coin === "mempool-spent") throw new TxRefusal(-26, "txn-mempool-conflict");
    if (coin === undefined) throw new TxRefusal(-25, "bad-txns-inputs-missingorspent");
    if (
      coin.coinbase &&
      (coin.height === null || view.nextHeight - coin.height < COINBASE_MATURITY)
    )
      throw new TxRefusal(-26, "bad-txns-premature-spend-of-coinbase");
    coins.push(coin);
  }
  return coins;
}

/** BIP-113-less finality: a lock time counts unless every input opts out with a final sequence. */
function checkFinal(tx: Transaction, view: CoinView) {
  const lockTime = tx.lockTime;
  if (lockTime === 0) return;
  const allFinal = Array.from(
    { length: tx.inputsLength },
    (_, i) => tx.getInput(i).sequence ?? FINAL_SEQUENCE,
  ).every((sequence) => sequence === FINAL_SEQUENCE);
  if (allFinal) return;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const reached = lockTime < 500_000_000 ? lockTime < view.nextHeight : lockTime < nowSeconds;
  if (!reached) throw new TxRefusal(-26, "non-final");
}

/**
 * Checks a raw transaction as a node's mempool does before it relays one: it parses, its
 * inputs exist and are unspent (no input twice, no coinbase spent too early), its outputs
 * are standard and not dust, it pays at least the minimum relay fee, and every input's
 * signature verifies. Throws {@link TxRefusal} with Core's reason otherwise.
 */
export function checkTransaction(raw: string, view: CoinView): CheckedTx {
  const rawHex = raw.trim().toLowerCase();
  const tx = parse(rawHex);
  if (tx.inputsLength === 0) throw new TxRefusal(-26, "bad-txns-vin-empty");
  const outputTotal = checkOutputs(tx);
  if (tx.weight > MAX_STANDARD_TX_WEIGHT) throw new TxRefusal(-26, "tx-size");
  const txid = tx.id;
  const known = view.known(txid);
  if (known === "block") throw new TxRefusal(-27, "Transaction outputs already in utxo set");
  if (known === "mempool") throw new TxRefusal(-27, "txn-already-in-mempool");
  const spent = spentCoins(tx, view);
  const inputTotal = spent.reduce((sum, coin) => sum + coin.value, 0n);
  if (inputTotal < outputTotal)
    throw new TxRefusal(
      -26,
      `bad-txns-in-belowout, value in (${inputTotal}) < value out (${outputTotal})`,
    );
  checkFinal(tx, view);
  const fee = inputTotal - outputTotal;
  const minimum = BigInt(Math.ceil(tx.vsize * MIN_RELAY_FEE_RATE));
  if (fee < minimum) throw new TxRefusal(-26, `min relay fee not met, ${fee} < ${minimum}`);
  const prevouts: Prevout[] = spent.map((coin) => ({ script: coin.script, amount: coin.value }));
  for (let i = 0; i < tx.inputsLength; i++) {
    const result = checkInput(tx, i, prevouts);
    if (result.ok) continue;
    if (result.reason === "unsupported")
      throw new TxRefusal(
        -26,
        `non-mandatory-script-verify-flag (input ${i} spends a script type this regtest chain does not run: ${scriptType(prevouts[i]!.script)})`,
      );
    throw new TxRefusal(-26, BAD_SIGNATURE);
  }
  return {
    txid,
    hex: rawHex,
    spent,
    fee,
    weight: tx.weight,
    size: rawHex.length / 2,
    vsize: tx.vsize,
  };
}
