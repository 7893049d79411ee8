import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hex } from "@scure/base";
import { p2pkh, p2sh, p2wpkh, Transaction } from "@scure/btc-signer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blockHash,
  meetsTarget,
  merkleRoot,
  REGTEST_GENESIS_HEADER,
} from "../src/bitcoin/block.js";
import { feeEstimates } from "../src/bitcoin/fees.js";
import { addressScriptHash } from "../src/bitcoin/scripts.js";
import {
  BITCOIN_REGTEST_GENESIS_HASH,
  type BitcoinDevKey,
  type BitcoinDevnet,
  REGTEST_NETWORK,
  SATS_PER_BTC,
  startBitcoinDevnet,
} from "../src/index.js";

interface Utxo {
  txid: string;
  vout: number;
  value: number;
  status: { confirmed: boolean; block_height?: number };
}

let devnet: BitcoinDevnet;
let stateDir: string;

async function get(path: string): Promise<Response> {
  return fetch(`${devnet.esploraUrl}${path}`);
}
async function getJson<T>(path: string): Promise<T> {
  const response = await get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}
async function broadcast(raw: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${devnet.esploraUrl}/tx`, { method: "POST", body: raw });
  return { status: response.status, text: await response.text() };
}
async function balance(address: string): Promise<number> {
  const info = await getJson<{
    chain_stats: { funded_txo_sum: number; spent_txo_sum: number };
    mempool_stats: { funded_txo_sum: number; spent_txo_sum: number };
  }>(`/address/${address}`);
  const { chain_stats: chain, mempool_stats: pool } = info;
  return chain.funded_txo_sum - chain.spent_txo_sum + pool.funded_txo_sum - pool.spent_txo_sum;
}

/** A signed spend of one of `from`'s (p2wpkh or p2tr) coins to `script`, change back to `from`. */
function spend(
  from: BitcoinDevKey,
  coin: Utxo,
  to: Uint8Array,
  amount: bigint,
  options: { fee?: bigint; taproot?: boolean; claimedValue?: bigint } = {},
): string {
  const tx = new Transaction();
  tx.addInput({
    txid: coin.txid,
    index: coin.vout,
    // claimedValue: what the signer is told the coin holds (a lie makes a wrong BIP-143 sighash).
    witnessUtxo: { script: from.script, amount: options.claimedValue ?? BigInt(coin.value) },
    ...(options.taproot ? { tapInternalKey: hex.decode(from.publicKey) } : {}),
  });
  tx.addOutput({ script: to, amount });
  const change = (options.claimedValue ?? BigInt(coin.value)) - amount - (options.fee ?? 1_000n);
  if (change > 0n) tx.addOutput({ script: from.script, amount: change });
  tx.sign(from.privateKey);
  tx.finalize();
  return hex.encode(tx.extract());
}

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), "foyer-bitcoin-"));
  devnet = await startBitcoinDevnet({ stateDir });
});
afterAll(async () => {
  await devnet?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

describe("blocks", () => {
  it("rebuilds Bitcoin Core's regtest genesis (hash, proof of work)", () => {
    expect(blockHash(REGTEST_GENESIS_HEADER)).toBe(BITCOIN_REGTEST_GENESIS_HASH);
    expect(meetsTarget(REGTEST_GENESIS_HEADER)).toBe(true);
    expect(merkleRoot([REGTEST_GENESIS_HEADER.merkleRoot])).toBe(REGTEST_GENESIS_HEADER.merkleRoot);
  });

  it("links each mined block to the previous one under the regtest target", () => {
    const blocks = devnet.chain.ledger.blocks;
    for (const block of blocks.slice(1)) {
      expect(block.header.prevHash).toBe(blocks[block.height - 1]!.hash);
      expect(block.header.merkleRoot).toBe(merkleRoot(block.txids));
      expect(meetsTarget(block.header)).toBe(true);
    }
  });
});

describe("fee estimates", () => {
  it("ask more for a sooner confirmation and never drop below 1 sat/vB", () => {
    const estimates = feeEstimates([5, 5, 7]);
    expect(estimates["1"]).toBe(15);
    expect(estimates["6"]).toBeCloseTo(6.667, 3);
    expect(estimates["1008"]).toBeGreaterThanOrEqual(5);
    expect(feeEstimates([0.1])["1008"]).toBeCloseTo(1, 2);
    expect(feeEstimates([])["1"]).toBe(6);
  });
});

describe("Esplora API of the seeded chain", () => {
  it("funds the wallet's payment and ordinal addresses with several coins", async () => {
    const payment = await getJson<Utxo[]>(`/address/${devnet.keys.payment[0]!.address}/utxo`);
    expect(payment.map((coin) => coin.value)).toEqual(Array(5).fill(Number(SATS_PER_BTC)));
    expect(await balance(devnet.keys.ordinal.address)).toBe(30_000_000);
    expect(await balance(devnet.keys.payment[4]!.address)).toBe(300_000_000);
    expect(Number(await (await get("/blocks/tip/height")).text())).toBe(102);
    const fees = await getJson<Record<string, number>>("/fee-estimates");
    expect(fees["1"]).toBeGreaterThan(fees["144"]!);
  });

  it("answers unknown transactions and addresses as electrs does", async () => {
    const missing = await get(`/tx/${"ab".repeat(32)}`);
    expect([missing.status, await missing.text()]).toEqual([404, "Transaction not found"]);
    const invalid = await get("/address/bc1notanaddress/utxo");
    expect(invalid.status).toBe(400);
  });
});

describe("broadcast", () => {
  it("accepts a signed p2wpkh spend and mines it into a block at once", async () => {
    const [sender, receiver] = devnet.keys.payment as [BitcoinDevKey, BitcoinDevKey];
    const before = await balance(receiver.address);
    const [coin] = await getJson<Utxo[]>(`/address/${sender.address}/utxo`);
    const height = Number(await (await get("/blocks/tip/height")).text());
    const sent = await broadcast(spend(sender, coin!, receiver.script, 25_000_000n));
    expect(sent.status).toBe(200);
    expect(sent.text).toMatch(/^[0-9a-f]{64}$/);
    const status = await getJson<{ confirmed: boolean; block_height: number }>(
      `/tx/${sent.text}/status`,
    );
    expect(status).toMatchObject({ confirmed: true, block_height: height + 1 });
    expect(await balance(receiver.address)).toBe(before + 25_000_000);
    const tx = await getJson<{ fee: number; vin: { prevout: { value: number } }[] }>(
      `/tx/${sent.text}`,
    );
    expect(tx.fee).toBe(1_000);
    expect(tx.vin[0]!.prevout.value).toBe(coin!.value);
    expect(await (await get(`/tx/${sent.text}/hex`)).text()).toMatch(/^02000000/);
  });

  it("refuses a double spend of a coin already spent", async () => {
    const [sender, receiver] = devnet.keys.payment as [BitcoinDevKey, BitcoinDevKey];
    const [coin] = await getJson<Utxo[]>(`/address/${sender.address}/utxo`);
    expect((await broadcast(spend(sender, coin!, receiver.script, 1_000_000n))).status).toBe(200);
    const before = await balance(receiver.address);
    const again = await broadcast(spend(sender, coin!, receiver.script, 2_000_000n));
    expect(again.status).toBe(400);
    expect(again.text).toBe(
      'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}',
    );
    expect(await balance(receiver.address)).toBe(before);
  });

  it("refuses a double spend of a coin spent in the mempool", async () => {
    const [sender, receiver] = devnet.keys.payment as [BitcoinDevKey, BitcoinDevKey];
    const [coin] = await getJson<Utxo[]>(`/address/${sender.address}/utxo`);
    const first = spend(sender, coin!, receiver.script, 1_000_000n);
    const second = spend(sender, coin!, receiver.script, 3_000_000n);
    const options = devnet.chain as unknown as { options: { autoMine?: boolean } };
    options.options.autoMine = false;
    try {
      expect((await broadcast(first)).status).toBe(200);
      const conflict = await broadcast(second);
      expect(conflict.text).toContain('"txn-mempool-conflict"');
    } finally {
      options.options.autoMine = true;
    }
    const mined = await fetch(`${devnet.esploraUrl}/mine`, {
      method: "POST",
      body: '{"blocks":1}',
    });
    expect(mined.status).toBe(200);
    expect(devnet.chain.ledger.mempool).toEqual([]);
  });

  it("refuses a bad signature and keeps the coin", async () => {
    const [sender, receiver] = devnet.keys.payment as [BitcoinDevKey, BitcoinDevKey];
    const [coin] = await getJson<Utxo[]>(`/address/${sender.address}/utxo`);
    const raw = hex.decode(spend(sender, coin!, receiver.script, 5_000_000n));
    // Flip a byte of the signature's s value inside the witness (near the end, before the key).
    const tampered = Uint8Array.from(raw);
    const at = tampered.length - 4 - 34 - 1 - 5;
    tampered[at] = tampered[at]! ^ 0x01;
    const refused = await broadcast(hex.encode(tampered));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("mandatory-script-verify-flag-failed");
    const still = await getJson<Utxo[]>(`/address/${sender.address}/utxo`);
    expect(still.some((c) => c.txid === coin!.txid && c.vout === coin!.vout)).toBe(true);
  });

  it("refuses a spend signed by another key", async () => {
    const [sender, receiver, stranger] = devnet.keys.payment as [
      BitcoinDevKey,
      BitcoinDevKey,
      BitcoinDevKey,
    ];
    const [coin] = await getJson<Utxo[]>(`/address/${sender.address}/utxo`);
    // The stranger signs the sender's coin with its own key: the key hash does not match.
    const forged = spend(stranger, coin!, receiver.script, 1_000_000n);
    expect((await broadcast(forged)).text).toContain("mandatory-script-verify-flag-failed");
    // The right key signing a wrong amount: BIP-143 commits to it, so the signature fails.
    const wrongAmount = spend(sender, coin!, receiver.script, 1_000_000n, {
      claimedValue: BigInt(coin!.value) - 1n,
    });
    expect((await broadcast(wrongAmount)).text).toContain("mandatory-script-verify-flag-failed");
  });

  it.each([
    ["dust", 100n, 1_000n, undefined, '"dust"'],
    // The signer is told the coin holds 2 BTC, so it lets outputs beyond the real 1 BTC through.
    ["outputs beyond the inputs", 150_000_000n, 1_000n, 2n * SATS_PER_BTC, "bad-txns-in-belowout"],
    ["a fee below 1 sat/vB", 1_000_000n, 10n, undefined, "min relay fee not met"],
  ])("refuses %s", async (_name, amount, fee, claimedValue, reason) => {
    const [sender, receiver] = devnet.keys.payment as [BitcoinDevKey, BitcoinDevKey];
    const [coin] = await getJson<Utxo[]>(`/address/${sender.address}/utxo`);
    const refused = await broadcast(
      spend(sender, coin!, receiver.script, amount, {
        fee,
        ...(claimedValue === undefined ? {} : { claimedValue }),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(reason);
  });

  it("refuses text that is not a transaction", async () => {
    const refused = await broadcast("zz");
    expect([refused.status, refused.text]).toEqual([
      400,
      'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed. Make sure the tx has at least one input."}',
    ]);
  });

  it("verifies p2tr key-path, p2pkh and p2sh-p2wpkh spends", async () => {
    const { ordinal } = devnet.keys;
    const payer = devnet.keys.payment[3]!;
    const [taprootCoin] = await getJson<Utxo[]>(`/address/${ordinal.address}/utxo`);
    const legacy = p2pkh(hex.decode(payer.publicKey), REGTEST_NETWORK);
    const wrapped = p2sh(p2wpkh(hex.decode(payer.publicKey), REGTEST_NETWORK), REGTEST_NETWORK);
    // The ordinal (taproot) key funds a legacy and a wrapped-segwit output of the payer's key.
    const fund = new Transaction();
    fund.addInput({
      txid: taprootCoin!.txid,
      index: taprootCoin!.vout,
      witnessUtxo: { script: ordinal.script, amount: BigInt(taprootCoin!.value) },
      tapInternalKey: hex.decode(ordinal.publicKey),
    });
    fund.addOutput({ script: legacy.script, amount: 4_000_000n });
    fund.addOutput({ script: wrapped.script, amount: 4_000_000n });
    fund.addOutput({ script: ordinal.script, amount: BigInt(taprootCoin!.value) - 8_002_000n });
    fund.sign(ordinal.privateKey);
    fund.finalize();
    const funded = await broadcast(hex.encode(fund.extract()));
    expect(funded.status, funded.text).toBe(200);
    const fundHex = await (await get(`/tx/${funded.text}/hex`)).text();

    const back = new Transaction();
    back.addInput({ txid: funded.text, index: 0, nonWitnessUtxo: hex.decode(fundHex) });
    back.addInput({
      txid: funded.text,
      index: 1,
      witnessUtxo: { script: wrapped.script, amount: 4_000_000n },
      redeemScript: wrapped.redeemScript,
    });
    back.addOutput({ script: payer.script, amount: 7_990_000n });
    back.sign(payer.privateKey);
    back.finalize();
    const spent = await broadcast(hex.encode(back.extract()));
    expect(spent.status, spent.text).toBe(200);
    const types = await getJson<{ vin: { prevout: { scriptpubkey_type: string } }[] }>(
      `/tx/${spent.text}`,
    );
    expect(types.vin.map((input) => input.prevout.scriptpubkey_type)).toEqual(["p2pkh", "p2sh"]);
  });
});

describe("persistence", () => {
  it("resumes blocks, UTXO set and balances after a restart", async () => {
    const address = devnet.keys.payment[1]!.address;
    const before = await balance(address);
    const tip = await (await get("/blocks/tip/hash")).text();
    await devnet.stop();
    devnet = await startBitcoinDevnet({ stateDir });
    expect(await (await get("/blocks/tip/hash")).text()).toBe(tip);
    expect(await balance(address)).toBe(before);
    // A coin spent before the restart is still spent after it.
    const sender = devnet.keys.payment[0]!;
    const spentBefore = devnet.chain.ledger.txs.get(
      devnet.chain.ledger.scriptTxids(addressScriptHash(sender.address)!)[0]!,
    )!.spent[0]!;
    const replay = await broadcast(
      spend(
        sender,
        {
          txid: spentBefore.txid,
          vout: spentBefore.vout,
          value: Number(spentBefore.value),
          status: { confirmed: true },
        },
        devnet.keys.payment[1]!.script,
        1_234_567n,
      ),
    );
    expect(replay.text).toContain("bad-txns-inputs-missingorspent");
  });
});
