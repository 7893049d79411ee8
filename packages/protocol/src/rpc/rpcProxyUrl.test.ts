import { describe, expect, it } from "vitest";
import { rpcProxyUrl } from "./rpcProxyUrl.js";

describe("rpcProxyUrl", () => {
  it.each([
    [
      "http://127.0.0.1:8787",
      "eip155:31337",
      "demo",
      "http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=demo",
    ],
    [
      "https://p.example/",
      "eip155:1",
      "a b",
      "https://p.example/v1/?chainId=eip155%3A1&projectId=a%20b",
    ],
    [
      "https://p.example//",
      "solana:abc",
      "p",
      "https://p.example/v1/?chainId=solana%3Aabc&projectId=p",
    ],
    ["https://p.example", "eip155", "p", undefined],
    ["https://p.example", "eip155:1:0xab", "p", undefined],
  ])("%s %s %s", (serverUrl, caipNetworkId, projectId, expected) => {
    expect(rpcProxyUrl({ serverUrl, caipNetworkId, projectId })).toBe(expected);
  });
});
