import { describe, expect, it } from "vitest";
import { rpcRetryDelay, shouldRetryRpc } from "./rpcRetry.js";

describe("shouldRetryRpc (SPEC §8: retry statuses; never on 4001 or 5000)", () => {
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

describe("RPC retry delay (SPEC §9: 150 ms exponential, honouring Retry-After)", () => {
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
