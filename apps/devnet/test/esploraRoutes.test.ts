import { sha256 } from "@noble/hashes/sha2.js";
import { hex } from "@scure/base";
import { sha256x2 } from "@scure/btc-signer/utils.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reversedHex } from "../src/bitcoin/block.js";
import { recommendedFees } from "../src/bitcoin/fees.js";
import {
  BITCOIN_REGTEST_GENESIS_HASH,
  type BitcoinDevnet,
  startBitcoinDevnet,
} from "../src/index.js";

// The Esplora routes wallets sync with, on a freshly seeded chain: the miner's address holds
// every block reward, so its history spans several pages.
let devnet: BitcoinDevnet;

beforeAll(async () => {
  devnet = await startBitcoinDevnet();
});
afterAll(() => devnet?.stop());

async function get(path: string) {
  return fetch(`${devnet.esploraUrl}${path}`);
}
async function json<T>(path: string): Promise<T> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
async function text(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

interface EsploraTx {
  txid: string;
  status?: { confirmed: boolean; block_height: number };
}

describe("blocks", () => {
  it("describes the genesis block as electrs does", async () => {
    const hash = await text("/block-height/0");
    expect(hash).toBe(BITCOIN_REGTEST_GENESIS_HASH);
    expect(await json(`/block/${hash}`)).toEqual({
      id: hash,
      height: 0,
      version: 1,
      timestamp: 1296688602,
      tx_count: 1,
      size: 285,
      weight: 1140,
      merkle_root: "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b",
      previousblockhash: null,
      mediantime: 1296688602,
      nonce: 2,
      bits: 0x207fffff,
      // 0xffff / 0x7fffff / 256³, written in full as serde (electrs) writes it.
      difficulty: 4.6565423739069247e-10,
    });
    const header = await text(`/block/${hash}/header`);
    expect(reversedHex(sha256x2(hex.decode(header)))).toBe(hash);
    const raw = new Uint8Array(await (await get(`/block/${hash}/raw`)).arrayBuffer());
    expect(raw.length).toBe(285);
  });

  it("lists ten blocks from the tip or a height, linked, with their status and transactions", async () => {
    const tip = Number(await text("/blocks/tip/height"));
    const blocks =
      await json<{ id: string; height: number; previousblockhash: string }[]>("/blocks");
    expect(blocks.map((block) => block.height)).toEqual(
      Array.from({ length: 10 }, (_, i) => tip - i),
    );
    expect(blocks[1]!.id).toBe(blocks[0]!.previousblockhash);
    const older = await json<{ height: number }[]>("/blocks/5");
    expect(older.map((block) => block.height)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(await json(`/block/${blocks[1]!.id}/status`)).toEqual({
      in_best_chain: true,
      height: tip - 1,
      next_best: blocks[0]!.id,
    });
    expect(await json(`/block/${blocks[0]!.id}/status`)).toEqual({
      in_best_chain: true,
      height: tip,
      next_best: null,
    });
    const txids = await json<string[]>(`/block/${blocks[0]!.id}/txids`);
    const txs = await json<EsploraTx[]>(`/block/${blocks[0]!.id}/txs`);
    expect(txs.map((tx) => tx.txid)).toEqual(txids);
    expect(txs[0]).not.toHaveProperty("status");
    expect(await text(`/block/${blocks[0]!.id}/txid/0`)).toBe(txids[0]);
    expect((await get(`/block/${blocks[0]!.id}/txs/3`)).status).toBe(400);
    expect((await get(`/block-height/${tip + 1}`)).status).toBe(404);
    expect([(await get(`/block/${"0".repeat(64)}`)).status]).toEqual([404]);
  });
});

describe("script history", () => {
  it("answers a script hash as its address, and pages the confirmed history 25 at a time", async () => {
    const { address, script } = devnet.keys.miner;
    const hash = hex.encode(sha256(script));
    const byAddress = await json<Record<string, unknown>>(`/address/${address}`);
    const byHash = await json<Record<string, unknown>>(`/scripthash/${hash}`);
    expect(byHash).toEqual({ ...byAddress, scripthash: hash, address: undefined });
    expect(byHash.scripthash).toBe(hash);

    const first = await json<EsploraTx[]>(`/scripthash/${hash}/txs`);
    expect(first).toHaveLength(25);
    const seen = [...first];
    for (;;) {
      const page = await json<EsploraTx[]>(`/scripthash/${hash}/txs/chain/${seen.at(-1)!.txid}`);
      seen.push(...page);
      if (page.length < 25) break;
    }
    const stats = byAddress.chain_stats as { tx_count: number };
    expect(seen).toHaveLength(stats.tx_count);
    expect(new Set(seen.map((tx) => tx.txid)).size).toBe(seen.length);
    const heights = seen.map((tx) => tx.status!.block_height);
    expect(heights).toEqual([...heights].sort((a, b) => b - a));
    expect(await json(`/address/${address}/txs/chain/${"f".repeat(64)}`)).toEqual([]);
    expect(await json(`/address/${address}/txs/mempool`)).toEqual([]);
    expect(await json(`/scripthash/${hash}/utxo`)).toEqual(await json(`/address/${address}/utxo`));
    expect((await get("/scripthash/nothex/txs")).status).toBe(400);
  });
});

describe("transactions", () => {
  it("tells who spent each output and proves inclusion with an Electrum merkle branch", async () => {
    const wallet = devnet.keys.payment[0]!;
    const [funding] = await json<EsploraTx[]>(`/address/${wallet.address}/txs`);
    const outspends = await json<{ spent: boolean; txid?: string; vin?: number }[]>(
      `/tx/${funding!.txid}/outspends`,
    );
    expect(outspends.length).toBeGreaterThan(1);
    expect(outspends.every((entry) => entry.spent === false)).toBe(true);
    // The funding transaction spent the miner's block-1 reward.
    const detail = await json<{ vin: { txid: string; vout: number }[] }>(`/tx/${funding!.txid}`);
    const input = detail.vin[0]!;
    expect(await json(`/tx/${input.txid}/outspend/${input.vout}`)).toEqual({
      spent: true,
      txid: funding!.txid,
      vin: 0,
      status: funding!.status,
    });

    const proof = await json<{ block_height: number; merkle: string[]; pos: number }>(
      `/tx/${funding!.txid}/merkle-proof`,
    );
    let node = hex.decode(reversedHex(funding!.txid));
    proof.merkle.forEach((sibling, level) => {
      const other = hex.decode(reversedHex(sibling));
      const left = (proof.pos >> level) & 1 ? other : node;
      const right = (proof.pos >> level) & 1 ? node : other;
      node = sha256x2(new Uint8Array([...left, ...right]));
    });
    const blockHash = await text(`/block-height/${proof.block_height}`);
    const block = await json<{ merkle_root: string }>(`/block/${blockHash}`);
    expect(reversedHex(node)).toBe(block.merkle_root);
  });
});

describe("mempool and fees", () => {
  it("answers the mempool's backlog, its txids and recent arrivals", async () => {
    expect(await json("/mempool")).toEqual({ count: 0, vsize: 0, total_fee: 0, fee_histogram: [] });
    expect(await json("/mempool/txids")).toEqual([]);
    const recent =
      await json<{ txid: string; fee: number; vsize: number; value: number }[]>("/mempool/recent");
    expect(recent.length).toBeGreaterThan(0);
    expect(recent[0]).toEqual({
      txid: expect.stringMatching(/^[0-9a-f]{64}$/),
      fee: expect.any(Number),
      vsize: expect.any(Number),
      value: expect.any(Number),
    });
  });

  it("serves mempool.space's recommended fees, also under /api as public instances do", async () => {
    const fees = await json<Record<string, number>>("/api/v1/fees/recommended");
    expect(fees).toEqual(recommendedFees(await json("/fee-estimates")));
    expect(await text("/api/blocks/tip/height")).toBe(await text("/blocks/tip/height"));
  });

  it.each([
    [
      { "1": 6, "3": 3.333, "6": 2.667 },
      { fastestFee: 6, halfHourFee: 4, hourFee: 3, economyFee: 2, minimumFee: 1 },
    ],
    [
      { "1": 1, "3": 1, "6": 1 },
      { fastestFee: 1, halfHourFee: 1, hourFee: 1, economyFee: 1, minimumFee: 1 },
    ],
    [
      { "1": 2, "3": 5, "6": 9 },
      { fastestFee: 9, halfHourFee: 9, hourFee: 9, economyFee: 2, minimumFee: 1 },
    ],
  ])("recommends %j as %j (rounded up, never decreasing with priority)", (estimates, expected) => {
    expect(recommendedFees(estimates)).toEqual(expected);
  });
});
