import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RelayHandle, startRelay } from "../src/index.js";
import { makeJwt, randomTopic, TestClient, upgradeStatus } from "./client.js";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

let relay: RelayHandle;
let clock: number;
const clients: TestClient[] = [];

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(relay.url);
  clients.push(client);
  return client;
}

function publishParams(topic: string, message: string, ttl = 300, tag = 1108) {
  return { topic, message, ttl, tag, prompt: false };
}

beforeEach(async () => {
  clock = Date.now();
  relay = await startRelay({ port: 0, now: () => clock });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await relay.stop();
});

describe("subscribe / publish", () => {
  it("delivers a publish to another subscriber with the subscription id and data", async () => {
    const [alice, bob] = [await connect(), await connect()];
    const topic = randomTopic();
    const subId = await alice.call("irn_subscribe", { topic });
    expect(subId).toBe(sha256(topic + alice.clientId));

    expect(await bob.call("irn_publish", publishParams(topic, "aGVsbG8=", 300, 1108))).toBe(true);
    const push = await alice.nextPush();
    expect(push.params.id).toBe(subId);
    expect(push.params.data).toMatchObject({ topic, message: "aGVsbG8=", tag: 1108 });
    expect(Math.abs(push.params.data.publishedAt - clock)).toBeLessThan(5);
    // The publisher never hears its own message.
    await bob.expectNoPush();
  });

  it("delivers stored messages to a late subscriber, once", async () => {
    const [alice, bob] = [await connect(), await connect()];
    const topic = randomTopic();
    await bob.call("irn_publish", publishParams(topic, "Zmlyc3Q="));
    await bob.call("irn_publish", publishParams(topic, "c2Vjb25k"));

    await alice.call("irn_subscribe", { topic });
    expect((await alice.nextPush()).params.data.message).toBe("Zmlyc3Q=");
    expect((await alice.nextPush()).params.data.message).toBe("c2Vjb25k");

    // Both were acked, so re-subscribing (as the SDK does after a reconnect)
    // does not replay them.
    await alice.call("irn_subscribe", { topic });
    await alice.expectNoPush();
  });

  it("does not deliver a message whose ttl has passed", async () => {
    const [alice, bob] = [await connect(), await connect()];
    const topic = randomTopic();
    await bob.call("irn_publish", publishParams(topic, "c2hvcnQ=", 10));
    await bob.call("irn_publish", publishParams(topic, "bG9uZw==", 60));
    clock += 11_000;

    await alice.call("irn_subscribe", { topic });
    expect((await alice.nextPush()).params.data.message).toBe("bG9uZw==");
    await alice.expectNoPush();
    expect(await alice.call("irn_batchFetchMessages", { topics: [topic] })).toEqual({
      messages: [],
      hasMore: false,
    });
  });

  it("stops delivery after irn_unsubscribe", async () => {
    const [alice, bob] = [await connect(), await connect()];
    const topic = randomTopic();
    const id = await alice.call("irn_subscribe", { topic });
    expect(await alice.call("irn_unsubscribe", { topic, id })).toBe(true);
    await bob.call("irn_publish", publishParams(topic, "Z29uZQ=="));
    await alice.expectNoPush();
  });

  it("fans out to every subscriber of the topic", async () => {
    const [alice, bob, carol] = [await connect(), await connect(), await connect()];
    const topic = randomTopic();
    await alice.call("irn_subscribe", { topic });
    await bob.call("irn_subscribe", { topic });
    await carol.call("irn_publish", publishParams(topic, "YWxs"));
    expect((await alice.nextPush()).params.data.message).toBe("YWxs");
    expect((await bob.nextPush()).params.data.message).toBe("YWxs");
  });
});

describe("batch methods", () => {
  it("batch-subscribes, batch-publishes and batch-fetches", async () => {
    const [alice, bob, carol] = [await connect(), await connect(), await connect()];
    const topics = [randomTopic(), randomTopic()];
    const ids = (await alice.call("irn_batchSubscribe", { topics })) as string[];
    expect(ids).toEqual(topics.map((t) => sha256(t + alice.clientId)));

    await bob.call("irn_batchPublish", {
      messages: [publishParams(topics[0] ?? "", "b25l"), publishParams(topics[1] ?? "", "dHdv")],
    });
    const pushes = [await alice.nextPush(), await alice.nextPush()];
    expect(pushes.map((p) => [p.params.id, p.params.data.message])).toEqual([
      [ids[0], "b25l"],
      [ids[1], "dHdv"],
    ]);

    // Carol never subscribed: she fetches the mailbox instead.
    const fetched = await carol.call("irn_batchFetchMessages", { topics });
    expect(fetched).toMatchObject({
      hasMore: false,
      messages: [
        { topic: topics[0], message: "b25l", tag: 1108 },
        { topic: topics[1], message: "dHdv", tag: 1108 },
      ],
    });
    // Fetched messages count as received.
    expect(await carol.call("irn_batchFetchMessages", { topics })).toEqual({
      messages: [],
      hasMore: false,
    });
    await carol.call("irn_batchSubscribe", { topics });
    await carol.expectNoPush();

    expect(
      await alice.call("irn_batchUnsubscribe", {
        subscriptions: topics.map((topic, i) => ({ topic, id: ids[i] })),
      }),
    ).toBe(true);
    await bob.call("irn_publish", publishParams(topics[0] ?? "", "bGF0ZQ=="));
    await alice.expectNoPush();
  });
});

describe("sign-client session methods", () => {
  it("wc_proposeSession subscribes the caller and stores the proposal with tag 1100", async () => {
    const [dapp, wallet] = [await connect(), await connect()];
    const pairingTopic = randomTopic();
    expect(
      await dapp.call("wc_proposeSession", {
        pairingTopic,
        sessionProposal: "cHJvcG9zYWw=",
        ttl: 300,
        attestation: "att",
        correlationId: 42,
      }),
    ).toBe(true);
    await wallet.call("irn_subscribe", { topic: pairingTopic });
    const proposal = await wallet.nextPush();
    expect(proposal.params.data).toMatchObject({
      topic: pairingTopic,
      message: "cHJvcG9zYWw=",
      tag: 1100,
      attestation: "att",
    });

    const sessionTopic = randomTopic();
    expect(
      await wallet.call("wc_approveSession", {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: "cmVzcG9uc2U=",
        sessionSettlementRequest: "c2V0dGxl",
        ttl: 300,
      }),
    ).toBe(true);
    // The dApp was subscribed to the pairing topic by wc_proposeSession.
    const response = await dapp.nextPush();
    expect(response.params.id).toBe(sha256(pairingTopic + dapp.clientId));
    expect(response.params.data).toMatchObject({ message: "cmVzcG9uc2U=", tag: 1101 });
    await dapp.call("irn_subscribe", { topic: sessionTopic });
    expect((await dapp.nextPush()).params.data).toMatchObject({ message: "c2V0dGxl", tag: 1102 });

    // The wallet was subscribed to the session topic by wc_approveSession.
    await dapp.call("irn_publish", publishParams(sessionTopic, "YWNr", 300, 1103));
    expect((await wallet.nextPush()).params.data).toMatchObject({
      topic: sessionTopic,
      tag: 1103,
    });
  });
});

describe("malformed input", () => {
  it("answers bad frames with JSON-RPC errors and keeps the socket usable", async () => {
    const [alice, bob] = [await connect(), await connect()];
    const topic = randomTopic();
    await bob.call("irn_subscribe", { topic });

    alice.send("{not json");
    expect(await alice.next((f) => f.error?.code === -32700)).toMatchObject({ id: null });

    alice.send(JSON.stringify([{ id: 1, jsonrpc: "2.0", method: "irn_subscribe" }]));
    await alice.next((f) => f.error?.code === -32600);
    alice.send(JSON.stringify({ id: 7, method: "irn_subscribe", params: { topic } }));
    expect(await alice.next((f) => f.error?.code === -32600)).toMatchObject({ id: 7 });
    alice.send(JSON.stringify({ id: { x: 1 }, jsonrpc: "2.0", method: "irn_subscribe" }));
    await alice.next((f) => f.error?.code === -32600);

    for (const params of [undefined, "x", { topic: 5 }, { topic: "abc" }]) {
      const res = await alice.request("irn_subscribe", params);
      expect(res.error?.code).toBe(-32602);
    }
    for (const params of [
      { topic, message: "", ttl: 300 },
      { topic, message: "bQ==", ttl: -1 },
      { topic, message: "bQ==", ttl: "300" },
      { topic, message: "bQ==", ttl: 300, tag: "x" },
      { topic, message: "bQ==", ttl: 300, prompt: 1 },
    ]) {
      expect((await alice.request("irn_publish", params)).error?.code).toBe(-32602);
    }
    expect((await alice.request("irn_batchSubscribe", { topics: "nope" })).error?.code).toBe(
      -32602,
    );
    expect((await alice.request("wc_approveSession", { pairingTopic: topic })).error?.code).toBe(
      -32602,
    );

    expect((await alice.request("irn_doesNotExist", {})).error).toEqual({
      code: -32601,
      message: "Method not found: irn_doesNotExist",
    });
    expect((await alice.request("__proto__", {})).error?.code).toBe(-32601);

    alice.send(
      JSON.stringify({
        id: 99,
        jsonrpc: "2.0",
        method: "irn_publish",
        params: publishParams(topic, "A".repeat(600 * 1024)),
      }),
    );
    expect(await alice.next((f) => f.error?.code === -32600)).toMatchObject({ id: null });
    await bob.expectNoPush();

    // Still served after all that, and so are others.
    await alice.call("irn_publish", publishParams(topic, "c3RpbGwgaGVyZQ=="));
    expect((await bob.nextPush()).params.data.message).toBe("c3RpbGwgaGVyZQ==");
    expect(alice.socket.readyState).toBe(alice.socket.OPEN);
  });

  it("answers binary and non-object frames with errors; a flood of them leaves others served", async () => {
    const [alice, bob, carol] = [await connect(), await connect(), await connect()];
    const topic = randomTopic();
    await bob.call("irn_subscribe", { topic });

    alice.socket.send(Buffer.from([0xff, 0xfe, 0x00, 0x7b]));
    expect(await alice.next((f) => f.error?.code === -32700)).toMatchObject({ id: null });
    for (const raw of ["null", "42", '"irn_publish"', "[]", "true"]) {
      alice.send(raw);
      expect((await alice.next((f) => f.error !== undefined)).error?.code).toBe(-32600);
    }

    // Many unknown methods in a row, each answered, while carol publishes to bob.
    const FLOOD = 200;
    for (let id = 1000; id < 1000 + FLOOD; id++) {
      alice.send(JSON.stringify({ id, jsonrpc: "2.0", method: `wc_unknown${id}`, params: {} }));
    }
    await carol.call("irn_publish", publishParams(topic, "Zmxvb2Q="));
    expect((await bob.nextPush()).params.data.message).toBe("Zmxvb2Q=");
    for (let id = 1000; id < 1000 + FLOOD; id++) {
      const answer = await alice.next((f) => f.id === id, 5_000);
      expect(answer.error?.code).toBe(-32601);
    }
    expect(alice.socket.readyState).toBe(alice.socket.OPEN);
    expect(await alice.call("irn_subscribe", { topic })).toMatch(/^[0-9a-f]{64}$/);
  });

  it("closes a socket that sends a frame over the hard limit (1009) and keeps serving others", async () => {
    const [alice, bob, carol] = [await connect(), await connect(), await connect()];
    const topic = randomTopic();
    await bob.call("irn_subscribe", { topic });
    const closed = new Promise<number>((resolve) => alice.socket.once("close", resolve));
    alice.send("x".repeat(4 * 1024 * 1024 + 1));
    expect(await closed).toBe(1009);
    await carol.call("irn_publish", publishParams(topic, "c3RpbGwgdXA="));
    expect((await bob.nextPush()).params.data.message).toBe("c3RpbGwgdXA=");
  });

  it("echoes integer ids beyond 2^53 exactly", async () => {
    const alice = await connect();
    alice.send(
      `{"id":1763790000000123457,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${randomTopic()}"}}`,
    );
    const raw = await new Promise<string>((resolve) =>
      alice.socket.once("message", (data) => resolve(String(data))),
    );
    expect(raw.startsWith('{"id":1763790000000123457,')).toBe(true);
  });

  it("ignores stray responses and notifications without replying", async () => {
    const alice = await connect();
    alice.send(JSON.stringify({ id: 123456, jsonrpc: "2.0", result: true }));
    alice.send(JSON.stringify({ jsonrpc: "2.0", method: "irn_nothing" }));
    const pong = await alice.call("irn_unsubscribe", { topic: randomTopic(), id: "x" });
    expect(pong).toBe(true);
    expect(alice.frames).toEqual([]);
  });
});

describe("authentication", () => {
  it("rejects missing, forged and expired JWTs with HTTP 401", async () => {
    expect(await upgradeStatus(`${relay.url}/?projectId=x`)).toBe(401);
    expect(await upgradeStatus(`${relay.url}/?auth=not.a.jwt`)).toBe(401);

    const { jwt } = await makeJwt(relay.url);
    const [header, payload, signature] = jwt.split(".");
    const forged = Buffer.from(signature ?? "", "base64url");
    forged[0] = (forged[0] ?? 0) ^ 0xff;
    const badSignature = `${header}.${payload}.${forged.toString("base64url")}`;
    expect(await upgradeStatus(`${relay.url}/?auth=${badSignature}`)).toBe(401);

    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = await makeJwt(relay.url, 60, hourAgo);
    expect(await upgradeStatus(`${relay.url}/?auth=${expired.jwt}`)).toBe(401);

    expect(await upgradeStatus(`${relay.url}/?auth=${jwt}&projectId=x`)).toBe(101);
  });
});

describe("lifecycle", () => {
  it("drops sockets that stop answering pings and keeps live ones", async () => {
    const fast = await startRelay({ port: 0, heartbeatIntervalMs: 40 });
    try {
      const live = await TestClient.connect(fast.url);
      const silent = await TestClient.connect(fast.url, { autoPong: false });
      await new Promise<void>((resolve) => silent.socket.once("close", () => resolve()));
      expect(live.socket.readyState).toBe(live.socket.OPEN);
      await live.close();
    } finally {
      await fast.stop();
    }
  });

  it("binds 127.0.0.1 only and answers plain HTTP with 426", async () => {
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`);
    const base = `http://127.0.0.1:${relay.port}`;
    expect((await fetch(`${base}/`)).status).toBe(426);
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ ok: true });
    await expect(startRelay({ host: "0.0.0.0" as "127.0.0.1" })).rejects.toThrow(/127\.0\.0\.1/);
  });

  it("runs independent relays side by side", async () => {
    const other = await startRelay();
    try {
      expect(other.port).not.toBe(relay.port);
      const [a, b] = [await connect(), await TestClient.connect(other.url)];
      const topic = randomTopic();
      await a.call("irn_subscribe", { topic });
      await b.call("irn_publish", publishParams(topic, "bm9wZQ=="));
      await a.expectNoPush();
      await b.close();
    } finally {
      await other.stop();
    }
  });
});
