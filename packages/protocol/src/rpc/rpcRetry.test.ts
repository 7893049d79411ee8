import { describe, expect, it } from "vitest";
import { retryRpcAfterFailure, rpcRetryDelay, shouldRetryRpc } from "./rpcRetry.js";

describe("shouldRetryRpc (behaviour §8: retry statuses; never on 4001 or 5000)", () => {
  it.each([
    ["HTTP 403", { status: 403 }, true],
    ["HTTP 408", { status: 408 }, true],
    ["HTTP 413", { status: 413 }, true],
    ["HTTP 429", { status: 429 }, true],
    ["HTTP 500", { status: 500 }, true],
    ["HTTP 502", { status: 502 }, true],
    ["HTTP 503", { status: 503 }, true],
    ["HTTP 504", { status: 504 }, true],
    ["HTTP 400", { status: 400 }, false],
    ["HTTP 404", { status: 404 }, false],
    ["HTTP 501", { status: 501 }, false],
    ["user rejected 4001", { code: 4001 }, false],
    ["user rejected 5000", { code: 5000 }, false],
    ["4001 even with a retry status", { code: 4001, status: 503 }, false],
    ["4001 wrapped in a cause", { cause: { code: 4001 } }, false],
    ["503 wrapped in a cause", { message: "x", cause: { status: 503 } }, true],
    ["internal error -32603", { code: -32603 }, true],
    ["limit exceeded -32005", { code: -32005 }, true],
    ["invalid params -32602", { code: -32602 }, false],
    ["method not found -32601", { code: -32601 }, false],
    ["network failure", new TypeError("fetch failed"), true],
  ])("%s → %s", (_name, error, retry) => {
    expect(shouldRetryRpc(error)).toBe(retry);
  });
});

describe("RPC retry delay (behaviour §9: 150 ms exponential, honouring Retry-After)", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  it.each([
    [0, null, 150],
    [1, null, 300],
    [2, undefined, 600],
    [0, "2", 2000],
    [3, "0", 0],
    [0, "Thu, 01 Jan 2026 00:00:05 GMT", 5000],
    [0, "Wed, 31 Dec 2025 23:59:00 GMT", 0],
    [1, "soon", 300],
  ])("attempt %i, Retry-After %s → %i ms", (attempt, retryAfter, ms) => {
    expect(rpcRetryDelay(attempt, retryAfter, now)).toBe(ms);
  });
});

describe("retryRpcAfterFailure", () => {
  /** A request failing with `failures` in turn, then answering "ok", on a fake clock. */
  function run(failures: unknown[], deadlineMs = 10_000, retryAfter?: string) {
    let time = 0;
    const waits: number[] = [];
    let calls = 0;
    const once = async () => {
      calls += 1;
      if (failures.length > 0) throw failures.shift();
      return "ok";
    };
    const outcome = retryRpcAfterFailure(failures.shift(), {
      once,
      deadlineAt: deadlineMs,
      now: () => time,
      sleep: async (ms) => {
        waits.push(ms);
        time += ms;
      },
      ...(retryAfter === undefined ? {} : { retryAfterOf: () => retryAfter }),
    });
    return { outcome, waits, calls: () => calls };
  }
  const busy = { status: 503 };

  it("tries again with 150 ms doubling and answers the first success", async () => {
    const { outcome, waits, calls } = run([busy, busy]);
    expect(await outcome).toBe("ok");
    expect(waits).toEqual([150, 300]);
    expect(calls()).toBe(2);
  });

  it("gives up after three more tries, with the last failure", async () => {
    const last = { status: 502 };
    const { outcome, waits } = run([busy, busy, busy, last, busy]);
    await expect(outcome).rejects.toBe(last);
    expect(waits).toEqual([150, 300, 600]);
  });

  it("never tries a final answer again", async () => {
    const refused = { status: 400 };
    const { outcome, calls } = run([refused]);
    await expect(outcome).rejects.toBe(refused);
    expect(calls()).toBe(0);
  });

  it("waits as the server's Retry-After says, and not past the deadline", async () => {
    const { outcome, waits } = run([busy], 10_000, "2");
    expect(await outcome).toBe("ok");
    expect(waits).toEqual([2_000]);
    const late = run([busy, busy], 1_000, "2");
    await expect(late.outcome).rejects.toBe(busy);
    expect(late.waits).toEqual([]);
  });
});
