import { describe, expect, it } from "vitest";
import { ApiError } from "../../errors/apiError.js";
import { isRetryableQueryError, QUERY_RETRY_COUNT, queryRetryDelay } from "./queryRetry.js";

describe("query retry delay (behaviour §9: min(1000·2ⁿ, 30000) ms)", () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])("attempt %i waits %i ms", (attempt, ms) => {
    expect(queryRetryDelay(attempt)).toBe(ms);
  });

  it("retries 3 times by default", () => {
    expect(QUERY_RETRY_COUNT).toBe(3);
  });
});

describe("what a query retries (behaviour §9)", () => {
  const http = (status: number) => new ApiError("x", { code: "HTTP_ERROR", details: { status } });
  it.each([
    ["unreachable host", new ApiError("x", { code: "API_UNAVAILABLE" }), true],
    ["408", http(408), true],
    ["429", http(429), true],
    ["500", http(500), true],
    ["504", http(504), true],
    ["400", http(400), false],
    ["403", http(403), false],
    ["404", http(404), false],
    ["another ApiError", new ApiError("x", { code: "INVALID_RESPONSE" }), false],
    ["plain Error", new Error("x"), false],
  ])("%s → %s", (_name, error, retryable) => {
    expect(isRetryableQueryError(error)).toBe(retryable);
  });
});
