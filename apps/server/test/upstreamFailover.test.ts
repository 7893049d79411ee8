import { RPC_FALLBACK_RANKING } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createChainClients } from "../src/blockchain/chainClients.js";
import type { Database } from "../src/db/database.js";
import { createUpstreamTransport } from "../src/rpc/upstream.js";
import { createDeadlineQueue } from "../src/upstream/deadlineQueue.js";
import { createNetworkUpstreams } from "../src/upstream/networkUpstreams.js";
import { rankUpstreams } from "../src/upstream/ranking.js";
import { createUpstreamPool, isRetryableStatus } from "../src/upstream/upstreamPool.js";
import { createTestApp } from "./support/app.js";
import { insertProject, pgliteDriver } from "./support/databases.js";
import { echoMethods, type FakeUpstream, startFakeUpstream } from "./support/upstream.js";

const CHAIN_ID = '{"jsonrpc":"2.0","id":7,"method":"eth_chainId","params":[]}';
const W = RPC_FALLBACK_RANKING.weights;

describe("upstream ranking (behaviour §9: 0.7 stability, 0.3 latency, 10 samples)", () => {
  const ok = (latencyMs: number) => ({ ok: true, latencyMs });
  const failed = (latencyMs: number) => ({ ok: false, latencyMs });

  it("uses the spec's figures", () => {
    expect(RPC_FALLBACK_RANKING).toEqual({
      weights: { stability: 0.7, latency: 0.3 },
      intervalMs: 4_000,
      sampleCount: 10,
    });
  });

  it.each([
    ["the faster of two reliable ones first", [[ok(100)], [ok(10)]], [1, 0]],
    [
      "stability outweighs latency",
      [
        [ok(10), failed(10)],
        [ok(90), ok(100)],
      ],
      [1, 0],
    ],
    ["one that never answered last, whatever its speed", [[failed(1)], [ok(500)]], [1, 0]],
    ["an unsampled one counts as perfect", [[ok(10), failed(10)], []], [1, 0]],
    ["ties keep the configured order", [[ok(10)], [ok(10)], [ok(10)]], [0, 1, 2]],
    // 0.7·1 + 0.3·(1 − 50/100) = 0.85 beats 0.7·0.9 + 0.3·(1 − 0) = 0.63
    [
      "the score is 0.7·stability + 0.3·(1 − latency ÷ slowest)",
      [
        [ok(100), ...Array.from({ length: 8 }, () => ok(100)), failed(100)],
        [ok(50), ok(50)],
      ],
      [1, 0],
    ],
  ])("%s", (_title, samples, order) => {
    expect(rankUpstreams(samples, W)).toEqual(order);
  });
});

describe("upstream retry policy (behaviour §8, §9)", () => {
  it.each([403, 408, 413, 429, 500, 502, 503, 504])("HTTP %i goes on to the next try", (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });
  it.each([400, 401, 404, 405, 501])("HTTP %i is final", (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});

describe("deadline queue", () => {
  it("settles with the work when it finishes first, with onExpire otherwise", async () => {
    const deadlines = createDeadlineQueue(50);
    try {
      expect(await deadlines.race(Promise.resolve("done"), () => "late")).toBe("done");
      const never = new Promise<string>(() => {});
      const raced = await Promise.all([
        deadlines.race(never, () => "expired-1"),
        deadlines.race(never, () => "expired-2"),
        deadlines.race(Promise.resolve("quick"), () => "late"),
      ]);
      expect(raced).toEqual(["expired-1", "expired-2", "quick"]);
      await expect(deadlines.race(Promise.reject(new Error("x")), () => "late")).rejects.toThrow(
        "x",
      );
    } finally {
      deadlines.close();
    }
  });
});

describe("failover between a network's upstreams", () => {
  const upstreams: FakeUpstream[] = [];
  const transport = createUpstreamTransport(10_000);
  const start = async () => {
    const upstream = await startFakeUpstream();
    upstreams.push(upstream);
    return upstream;
  };
  afterEach(async () => {
    await Promise.all(upstreams.splice(0).map((upstream) => upstream.close()));
  });
  afterAll(() => transport.close());

  const pool = (urls: string[], deadlineMs = 2_000) =>
    createUpstreamPool({ urls, transport, deadlineMs, probeIntervalMs: 0 });

  it.each([
    ["hangs", { kind: "hang" as const }],
    ["answers 500", { kind: "status" as const, status: 500, text: "down" }],
    ["answers 429", { kind: "status" as const, status: 429, text: "slow down" }],
    ["drops the connection", { kind: "drop" as const }],
  ])("answers from the second upstream when the first %s, and ranks it first", async (_, how) => {
    const bad = await start();
    const good = await start();
    bad.behaviour = how;
    const network = pool([bad.url, good.url]);
    try {
      const result = await network.send(CHAIN_ID);
      expect(result).toEqual({ ok: true, body: '{"jsonrpc":"2.0","id":7,"result":"eth_chainId"}' });
      expect(network.order()).toEqual([good.url, bad.url]);
      // The next call goes straight to the good one.
      await network.send(CHAIN_ID);
      expect(bad.received).toHaveLength(1);
      expect(good.received).toHaveLength(2);
    } finally {
      network.close();
    }
  });

  it("waits out a 429's Retry-After on a lone upstream, then answers", async () => {
    const only = await start();
    only.next = [{ kind: "status", status: 429, text: "", headers: { "retry-after": "0" } }];
    const network = pool([only.url]);
    try {
      expect((await network.send(CHAIN_ID)).ok).toBe(true);
      expect(only.received).toHaveLength(2);
    } finally {
      network.close();
    }
  });

  it("gives up on a Retry-After longer than the deadline at once instead of waiting", async () => {
    const only = await start();
    only.behaviour = { kind: "status", status: 503, text: "", headers: { "retry-after": "120" } };
    const network = pool([only.url], 5_000);
    try {
      const result = await network.send(CHAIN_ID);
      expect(result).toMatchObject({ ok: false, answered: true, status: 503 });
      expect(only.received).toHaveLength(1);
    } finally {
      network.close();
    }
  });

  it("passes a final refusal on without trying the others", async () => {
    const refusing = await start();
    const other = await start();
    refusing.behaviour = { kind: "status", status: 400, text: "bad" };
    const network = pool([refusing.url, other.url]);
    try {
      expect(await network.send(CHAIN_ID)).toMatchObject({ ok: false, status: 400 });
      expect(other.received).toHaveLength(0);
    } finally {
      network.close();
    }
  });

  it("answers a failure by the deadline when every upstream hangs, naming origins only", async () => {
    const a = await start();
    const b = await start();
    a.behaviour = { kind: "hang" };
    b.behaviour = { kind: "hang" };
    const network = pool([`${a.url}/v2/secret-api-key`, `${b.url}/?key=secret-api-key`], 300);
    try {
      const result = await network.send(CHAIN_ID);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.reason).toContain("no answer within the deadline");
        expect(result.reason).not.toContain("secret-api-key");
      }
      expect(a.received).toHaveLength(1);
      expect(b.received).toHaveLength(1);
    } finally {
      network.close();
    }
  });

  it("brings a recovered upstream back through its probes", async () => {
    const flaky = await start();
    const steady = await start();
    flaky.behaviour = { kind: "status", status: 502, text: "" };
    // The steady one is slower by far more than a loaded machine's jitter, so once the flaky
    // one answers again it outranks the steady one on latency alone.
    steady.behaviour = { kind: "json", respond: echoMethods, delayMs: 30 };
    const network = createUpstreamPool({
      urls: [flaky.url, steady.url],
      transport,
      deadlineMs: 2_000,
      // A probe may take as long as its interval: long enough for a loaded machine.
      probeIntervalMs: 100,
    });
    try {
      await network.send(CHAIN_ID);
      expect(network.order()).toEqual([steady.url, flaky.url]);
      flaky.behaviour = { kind: "json", respond: () => ({ jsonrpc: "2.0", id: 0, result: true }) };
      // Probes every 100 ms refill the flaky one's samples with answers until it ranks first
      // again: both are probed while idle, and the flaky one is the faster.
      while (network.order()[0] !== flaky.url) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(flaky.received.some((body) => body.includes("net_listening"))).toBe(true);
    } finally {
      network.close();
    }
  });

  it("gives the chain clients the same failover", async () => {
    const hung = await start();
    const good = await start();
    hung.behaviour = { kind: "hang" };
    good.behaviour = {
      kind: "json",
      respond: (payload) => {
        const requests = Array.isArray(payload) ? payload : [payload];
        const answers = requests.map((request: { id: number }) => ({
          jsonrpc: "2.0",
          id: request.id,
          result: "0x7a69",
        }));
        return Array.isArray(payload) ? answers : answers[0];
      },
    };
    const networks = { "eip155:31337": { name: "Devnet", rpcUrls: [hung.url, good.url] } };
    const upstreams = createNetworkUpstreams({
      networks,
      transport,
      deadlineMs: 2_000,
      probeIntervalMs: 0,
    });
    try {
      const client = createChainClients(networks, upstreams).get("eip155:31337");
      // Two reads in one turn travel as one batch.
      const [a, b] = await Promise.all([client?.getChainId(), client?.getBlockNumber()]);
      expect([a, b]).toEqual([31337, 31337n]);
      expect(JSON.parse(good.received[0] ?? "")).toHaveLength(2);
    } finally {
      upstreams.close();
    }
  });
});

describe("the proxy fails over and keeps keys out of its log", () => {
  let database: Database;
  let projectId: string;
  let hung: FakeUpstream;
  let good: FakeUpstream;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await pgliteDriver.open();
    projectId = await insertProject(database.db);
    hung = await startFakeUpstream();
    good = await startFakeUpstream();
    hung.behaviour = { kind: "hang" };
    app = await createTestApp(database, {
      env: {
        FOYER_NETWORKS: JSON.stringify({
          "eip155:31337": {
            name: "Devnet",
            rpcUrls: [`${hung.url}/v3/secret-key-1`, `${good.url}/v3/secret-key-2`],
          },
        }),
        RPC_TIMEOUT_MS: "2000",
        LOG_LEVEL: "warn",
      },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
    await hung.close();
    await good.close();
  });

  it("answers from the healthy upstream when the first hangs", async () => {
    const response = await app.inject({
      method: "POST",
      url: `/v1/?chainId=eip155:31337&projectId=${projectId}`,
      payload: CHAIN_ID,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ jsonrpc: "2.0", id: 7, result: "eth_chainId" });
  });

  it("answers 502 by the deadline when both fail, logging origins only", async () => {
    good.behaviour = { kind: "drop" };
    const response = await app.inject({
      method: "POST",
      url: `/v1/?chainId=eip155:31337&projectId=${projectId}`,
      payload: CHAIN_ID,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: { code: -32603, message: "Upstream RPC unavailable" },
    });
    const log = lines.join("");
    expect(log).toContain("upstream RPC failed");
    const origins = [new URL(hung.url).origin, new URL(good.url).origin];
    expect(origins.some((origin) => log.includes(origin))).toBe(true);
    expect(log).not.toContain("secret-key");
  });
});
