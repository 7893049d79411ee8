import { describe, expect, it, vi } from "vitest";
import { createRequestCoalescer, isCoalescable, MAX_COALESCED } from "../src/rpc/coalesce.js";
import type { JsonRpcRequest } from "../src/rpc/jsonrpc.js";
import type { UpstreamResult } from "../src/rpc/upstream.js";

const URL_A = "http://127.0.0.1:1/a";

function request(id: JsonRpcRequest["id"], method = "eth_getBalance", params?: unknown) {
  const value: JsonRpcRequest = { jsonrpc: "2.0", id, method, params };
  return { value, raw: JSON.stringify(value) };
}

/** An upstream that records bodies and answers each batch item with its method and params. */
function recordingUpstream(answer?: (body: string) => UpstreamResult) {
  const bodies: string[] = [];
  const post = async (_url: string, body: string): Promise<UpstreamResult> => {
    bodies.push(body);
    if (answer !== undefined) return answer(body);
    const parsed = JSON.parse(body) as unknown;
    const one = (item: { id: unknown; method: string; params?: unknown }) =>
      item.method === "eth_getCode"
        ? { jsonrpc: "2.0", id: item.id, error: { code: -32000, message: "no code" } }
        : { jsonrpc: "2.0", id: item.id, result: `${item.method}:${JSON.stringify(item.params)}` };
    return {
      ok: true,
      body: JSON.stringify(
        Array.isArray(parsed)
          ? // Answers out of order, as a node may send them: matched by id, not position.
            parsed.map(one).reverse()
          : one(parsed as { id: unknown; method: string }),
      ),
    };
  };
  return { bodies, post };
}

describe("request coalescing", () => {
  it("applies to point reads with an id only", () => {
    expect(isCoalescable(request(1).value)).toBe(true);
    expect(isCoalescable(request("x", "eth_blockNumber").value)).toBe(true);
    expect(isCoalescable(request(undefined).value)).toBe(false);
    expect(isCoalescable(request(1, "eth_call").value)).toBe(false);
    expect(isCoalescable(request(1, "eth_getLogs").value)).toBe(false);
    expect(isCoalescable(request(1, "eth_sendRawTransaction").value)).toBe(false);
  });

  it("sends concurrent requests as one batch and gives each its own answer and id", async () => {
    const upstream = recordingUpstream();
    const coalescer = createRequestCoalescer(upstream.post);
    const a = request(1, "eth_getBalance", ["0xaa", "latest"]);
    const b = request(1, "eth_getBalance", ["0xbb", "latest"]);
    const c = request("c", "eth_getCode", ["0xcc", "latest"]);
    const answers = await Promise.all(
      [a, b, c].map(({ value, raw }) => coalescer.send(URL_A, value, raw)),
    );
    expect(upstream.bodies).toHaveLength(1);
    expect(JSON.parse(upstream.bodies[0] ?? "")).toEqual([
      { jsonrpc: "2.0", id: 0, method: "eth_getBalance", params: ["0xaa", "latest"] },
      { jsonrpc: "2.0", id: 1, method: "eth_getBalance", params: ["0xbb", "latest"] },
      { jsonrpc: "2.0", id: 2, method: "eth_getCode", params: ["0xcc", "latest"] },
    ]);
    expect(answers.map((answer) => (answer.ok ? JSON.parse(answer.body) : answer))).toEqual([
      { jsonrpc: "2.0", id: 1, result: 'eth_getBalance:["0xaa","latest"]' },
      { jsonrpc: "2.0", id: 1, result: 'eth_getBalance:["0xbb","latest"]' },
      { jsonrpc: "2.0", id: "c", error: { code: -32000, message: "no code" } },
    ]);
  });

  it("sends identical concurrent calls once and answers each caller under its own id", async () => {
    const upstream = recordingUpstream();
    const coalescer = createRequestCoalescer(upstream.post);
    const balance = (id: JsonRpcRequest["id"]) => request(id, "eth_getBalance", ["0xaa", "latest"]);
    const calls = [balance(1), balance("two"), request(3, "eth_blockNumber"), balance(null)];
    const answers = await Promise.all(
      calls.map(({ value, raw }) => coalescer.send(URL_A, value, raw)),
    );
    expect(upstream.bodies.map((body) => JSON.parse(body))).toEqual([
      [
        { jsonrpc: "2.0", id: 0, method: "eth_getBalance", params: ["0xaa", "latest"] },
        { jsonrpc: "2.0", id: 1, method: "eth_blockNumber" },
      ],
    ]);
    const balanceResult = 'eth_getBalance:["0xaa","latest"]';
    expect(answers.map((answer) => (answer.ok ? JSON.parse(answer.body) : answer))).toEqual([
      { jsonrpc: "2.0", id: 1, result: balanceResult },
      { jsonrpc: "2.0", id: "two", result: balanceResult },
      { jsonrpc: "2.0", id: 3, result: "eth_blockNumber:undefined" },
      { jsonrpc: "2.0", id: null, result: balanceResult },
    ]);
  });

  it("keeps calls apart whose params differ only in shape", async () => {
    const upstream = recordingUpstream();
    const coalescer = createRequestCoalescer(upstream.post);
    const calls = [
      request(1, "eth_chainId"),
      request(2, "eth_chainId", []),
      request(3, "eth_chainId", {}),
    ];
    await Promise.all(calls.map(({ value, raw }) => coalescer.send(URL_A, value, raw)));
    expect(JSON.parse(upstream.bodies[0] ?? "")).toHaveLength(3);
  });

  it("shares a lone call's answer, or its unreadable body as it came", async () => {
    for (const [upstreamBody, expected] of [
      [
        '{"jsonrpc":"2.0","id":7,"result":"0x1"}',
        (id: number) => ({ jsonrpc: "2.0", id, result: "0x1" }),
      ],
      ["<html>busy</html>", () => "<html>busy</html>"],
    ] as const) {
      const upstream = recordingUpstream(() => ({ ok: true, body: upstreamBody }));
      const coalescer = createRequestCoalescer(upstream.post);
      const answers = await Promise.all(
        [request(7, "eth_chainId"), request(8, "eth_chainId")].map(({ value, raw }) =>
          coalescer.send(URL_A, value, raw),
        ),
      );
      expect(upstream.bodies).toEqual([request(7, "eth_chainId").raw]);
      expect(
        answers.map((answer) => {
          if (!answer.ok) return answer;
          return answer.body.startsWith("{") ? JSON.parse(answer.body) : answer.body;
        }),
      ).toEqual([expected(7), expected(8)]);
    }
  });

  it("forwards a lone request byte for byte", async () => {
    const upstream = recordingUpstream();
    const coalescer = createRequestCoalescer(upstream.post);
    const raw = '{"id":9,"jsonrpc":"2.0","method":"eth_chainId"}';
    const answer = await coalescer.send(
      URL_A,
      { jsonrpc: "2.0", id: 9, method: "eth_chainId" },
      raw,
    );
    expect(upstream.bodies).toEqual([raw]);
    expect(answer.ok && JSON.parse(answer.body)).toEqual({
      jsonrpc: "2.0",
      id: 9,
      result: "eth_chainId:undefined",
    });
  });

  it("keeps upstreams apart and splits batches above the cap", async () => {
    const upstream = recordingUpstream();
    const coalescer = createRequestCoalescer(upstream.post);
    const many = Array.from({ length: MAX_COALESCED + 1 }, (_, index) =>
      request(index, "eth_getBalance", [`0x${index}`, "latest"]),
    );
    await Promise.all([
      ...many.map(({ value, raw }) => coalescer.send(URL_A, value, raw)),
      coalescer.send("http://127.0.0.1:1/b", request(1).value, request(1).raw),
    ]);
    expect(upstream.bodies.map((body) => JSON.parse(body))).toEqual([
      expect.arrayContaining([expect.objectContaining({ id: MAX_COALESCED - 1 })]),
      expect.objectContaining({ id: MAX_COALESCED }),
      expect.objectContaining({ id: 1 }),
    ]);
    expect(JSON.parse(upstream.bodies[0] ?? "")).toHaveLength(MAX_COALESCED);
  });

  it("retries each request alone when the upstream refuses or mangles the batch", async () => {
    for (const refusal of [
      { ok: true, body: '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"no"}}' },
      { ok: false, reason: "upstream answered HTTP 413", answered: true },
      { ok: true, body: "[]" },
    ] satisfies UpstreamResult[]) {
      const upstream = recordingUpstream((body) =>
        body.startsWith("[") ? refusal : { ok: true, body: `{"id":1,"result":"alone"}` },
      );
      const coalescer = createRequestCoalescer(upstream.post);
      const answers = await Promise.all(
        [request(1, "eth_getBalance", ["0xaa"]), request(1, "eth_getBalance", ["0xbb"])].map(
          ({ value, raw }) => coalescer.send(URL_A, value, raw),
        ),
      );
      expect(upstream.bodies).toHaveLength(3);
      expect(answers).toEqual([
        { ok: true, body: `{"id":1,"result":"alone"}` },
        { ok: true, body: `{"id":1,"result":"alone"}` },
      ]);
    }
  });

  it("does not retry when the upstream cannot be reached", async () => {
    const failure: UpstreamResult = { ok: false, reason: "ECONNREFUSED", answered: false };
    const upstream = recordingUpstream(() => failure);
    const coalescer = createRequestCoalescer(upstream.post);
    const answers = await Promise.all(
      [request(1), request(2)].map(({ value, raw }) => coalescer.send(URL_A, value, raw)),
    );
    expect(upstream.bodies).toHaveLength(1);
    expect(answers).toEqual([failure, failure]);
  });

  /** An upstream whose answers wait until the test releases them, one per call. */
  function gatedUpstream() {
    const bodies: string[] = [];
    const pending: (() => void)[] = [];
    const post = (_url: string, body: string) =>
      new Promise<UpstreamResult>((resolve) => {
        bodies.push(body);
        const parsed = JSON.parse(body) as { id: number }[] | { id: number };
        const answer = (item: { id: number }) => ({ jsonrpc: "2.0", id: item.id, result: "0x1" });
        pending.push(() =>
          resolve({
            ok: true,
            body: JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)),
          }),
        );
      });
    const releaseNext = () => pending.shift()?.();
    return { bodies, post, releaseNext };
  }

  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it("holds requests while a batch is out and sends them together when it lands", async () => {
    const upstream = gatedUpstream();
    const coalescer = createRequestCoalescer(upstream.post, { holdMs: 10_000 });
    const first = coalescer.send(URL_A, request(1, "eth_blockNumber").value, request(1).raw);
    await turn();
    expect(upstream.bodies).toHaveLength(1);

    // Three more arrive in separate turns while the first is out: none leaves yet.
    const later = [];
    for (const address of ["0xaa", "0xbb", "0xaa"]) {
      const { value, raw } = request(7, "eth_getBalance", [address, "latest"]);
      later.push(coalescer.send(URL_A, value, raw));
      await turn();
    }
    expect(upstream.bodies).toHaveLength(1);

    upstream.releaseNext();
    expect(await first).toEqual({ ok: true, body: '{"jsonrpc":"2.0","id":1,"result":"0x1"}' });
    // The landing schedules the held batch for the next turn; let that turn pass.
    await turn();
    await turn();
    // One batch of the two distinct calls; each of the three callers gets its own id back.
    expect(upstream.bodies).toHaveLength(2);
    expect(JSON.parse(upstream.bodies[1] ?? "")).toHaveLength(2);
    upstream.releaseNext();
    expect(
      (await Promise.all(later)).map((answer) => answer.ok && JSON.parse(answer.body)),
    ).toEqual([7, 7, 7].map((id) => ({ id, jsonrpc: "2.0", result: "0x1" })));
  });

  it("stops holding when the batch in flight is slower than holdMs", async () => {
    const upstream = gatedUpstream();
    const coalescer = createRequestCoalescer(upstream.post, { holdMs: 30 });
    const first = coalescer.send(URL_A, request(1).value, request(1).raw);
    await turn();
    const { value, raw } = request(2, "eth_blockNumber");
    const second = coalescer.send(URL_A, value, raw);
    await turn();
    expect(upstream.bodies).toHaveLength(1);

    // The first never comes back by itself; the second leaves once the hold runs out.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(upstream.bodies).toHaveLength(2);
    upstream.releaseNext();
    upstream.releaseNext();
    expect((await first).ok).toBe(true);
    expect(await second).toEqual({ ok: true, body: '{"jsonrpc":"2.0","id":2,"result":"0x1"}' });
  });

  it("ends each upstream's hold on time, whichever queue came first", async () => {
    // Fake clock: the holds are compared to the millisecond, not raced against a busy machine.
    vi.useFakeTimers();
    try {
      const upstream = gatedUpstream();
      const coalescer = createRequestCoalescer(upstream.post, { holdMs: 300 });
      const URL_B = "http://127.0.0.1:1/b";
      void coalescer.send(URL_A, request(1).value, request(1).raw);
      await vi.advanceTimersByTimeAsync(150);
      void coalescer.send(URL_B, request(2).value, request(2).raw);
      await vi.advanceTimersByTimeAsync(1);
      // A's batch is out since 0 ms, B's since 150 ms; neither comes back.
      expect(upstream.bodies).toHaveLength(2);

      // B's queue before A's: A's hold (to 300 ms) ends before B's (to 450 ms).
      void coalescer.send(URL_B, request(3).value, request(3).raw);
      void coalescer.send(URL_A, request(4).value, request(4).raw);
      await vi.advanceTimersByTimeAsync(1);
      expect(upstream.bodies).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(150);
      expect(upstream.bodies.slice(2).map((body) => JSON.parse(body).id)).toEqual([4]);
      await vi.advanceTimersByTimeAsync(150);
      expect(upstream.bodies.slice(2).map((body) => JSON.parse(body).id)).toEqual([4, 3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds nothing for another upstream", async () => {
    const upstream = gatedUpstream();
    const coalescer = createRequestCoalescer(upstream.post, { holdMs: 10_000 });
    void coalescer.send(URL_A, request(1).value, request(1).raw);
    await turn();
    void coalescer.send("http://127.0.0.1:1/b", request(2).value, request(2).raw);
    await turn();
    expect(upstream.bodies).toHaveLength(2);
  });
});
