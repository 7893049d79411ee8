import { describe, expect, it } from "vitest";
import { encodeError, encodeResult, parseFrame } from "../src/protocol.js";
import { MessageStore } from "../src/store.js";

describe("parseFrame", () => {
  it("classifies requests, responses and garbage", () => {
    expect(parseFrame('{"id":"7","jsonrpc":"2.0","method":"irn_publish","params":{}}')).toEqual({
      kind: "request",
      id: "7",
      method: "irn_publish",
      params: {},
    });
    expect(parseFrame('{"id":3,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: "response",
      id: 3,
      ok: true,
      result: true,
    });
    expect(parseFrame('{"id":3,"jsonrpc":"2.0","error":{"code":1}}')).toMatchObject({ ok: false });
    expect(parseFrame("nope")).toMatchObject({ kind: "invalid", code: -32700, id: null });
    expect(parseFrame("42")).toMatchObject({ kind: "invalid", code: -32600 });
    expect(parseFrame('{"id":1,"jsonrpc":"1.0","method":"x"}')).toMatchObject({
      code: -32600,
      id: 1,
    });
    expect(parseFrame('{"id":1,"jsonrpc":"2.0","method":5}')).toMatchObject({ code: -32600 });
    expect(parseFrame('{"id":1,"jsonrpc":"2.0"}')).toMatchObject({ code: -32600 });
  });

  it("keeps integer ids beyond 2^53 exact", () => {
    const frame = parseFrame('{"id":1763790000000123457,"jsonrpc":"2.0","method":"m"}');
    expect(frame).toMatchObject({ kind: "request", id: 1763790000000123457n });
    if (frame.kind !== "request" || frame.id === undefined) throw new Error("not a request");
    expect(encodeResult(frame.id, true)).toBe(
      '{"id":1763790000000123457,"jsonrpc":"2.0","result":true}',
    );
    expect(encodeError(null, -32700, "x")).toBe(
      '{"id":null,"jsonrpc":"2.0","error":{"code":-32700,"message":"x"}}',
    );
  });
});

describe("MessageStore", () => {
  const msg = (message: string, ttlSeconds = 60) => ({
    topic: "t",
    message,
    tag: 0,
    ttlSeconds,
    attestation: undefined,
  });

  it("expires by ttl, skips the publisher and deduplicates republished payloads", () => {
    let now = 1_000_000;
    const store = new MessageStore(() => now, 10);
    const first = store.add(msg("a", 10), "did:key:pub");
    expect(store.add(msg("a", 10), "did:key:pub")).toBe(first);
    store.add(msg("b", 100), "did:key:pub");
    expect(store.pendingFor("t", "did:key:pub")).toEqual([]);
    expect(store.pendingFor("t", "did:key:sub").map((m) => m.message)).toEqual(["a", "b"]);

    store.markReceived("t", first.seq, "did:key:sub");
    expect(store.pendingFor("t", "did:key:sub").map((m) => m.message)).toEqual(["b"]);

    now += 10_000;
    expect(store.pendingFor("t", "did:key:other").map((m) => m.message)).toEqual(["b"]);
    now += 100_000;
    expect(store.sweep()).toBe(1);
    expect(store.size).toBe(0);
  });

  it("bounds each topic's backlog, dropping the oldest", () => {
    const store = new MessageStore(() => 0, 2);
    for (const m of ["1", "2", "3"]) store.add(msg(m), "did:key:pub");
    expect(store.pendingFor("t", "did:key:sub").map((m) => m.message)).toEqual(["2", "3"]);
  });
});
