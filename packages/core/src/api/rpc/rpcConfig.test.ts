import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.js";
import {
  buildRpcProxyUrl,
  RPC_FALLBACK_RANKING,
  RPC_NO_RETRY_CODES,
  RPC_RETRY_STATUSES,
  RPC_TRANSPORT_CONFIG,
} from "./rpcConfig.js";

describe("RPC proxy URL (behaviour §7 /v1/?chainId={caip id}&projectId={id})", () => {
  it("builds the proxy URL", () => {
    expect(
      buildRpcProxyUrl({
        baseUrl: "http://127.0.0.1:8787/",
        caipNetworkId: "eip155:1",
        projectId: "p1",
      }),
    ).toBe("http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=p1");
  });

  it("rejects a malformed chain id", () => {
    expect(() =>
      buildRpcProxyUrl({ baseUrl: "http://h", caipNetworkId: "1", projectId: "p" }),
    ).toThrow(messages.invalidCaip2);
  });
});

describe("RPC constants (behaviour §8, §9)", () => {
  it("transport: retry 3, 150 ms base, 10 s timeout, batch 1000, wait 0", () => {
    expect(RPC_TRANSPORT_CONFIG).toEqual({
      retryCount: 3,
      retryDelayMs: 150,
      timeoutMs: 10_000,
      batch: { batchSize: 1000, wait: 0 },
      retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
    });
    expect(RPC_RETRY_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504]);
    expect(RPC_NO_RETRY_CODES).toEqual([4001, 5000]);
  });

  it("fallback ranking: 0.7 stability, 0.3 latency, 4 s, 10 samples", () => {
    expect(RPC_FALLBACK_RANKING).toEqual({
      weights: { stability: 0.7, latency: 0.3 },
      intervalMs: 4000,
      sampleCount: 10,
    });
  });
});
