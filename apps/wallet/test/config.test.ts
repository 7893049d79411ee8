import { describe, expect, it } from "vitest";
import { configFromEnv, DEFAULT_RELAY_URL, parseChains } from "../src/config.js";

describe("wallet config", () => {
  it("defaults to the local relay and the devnet", () => {
    expect(configFromEnv({})).toEqual({
      relayUrl: DEFAULT_RELAY_URL,
      chains: [{ chainId: 31337, name: "Foyer devnet", rpcUrl: "http://127.0.0.1:8545" }],
      farcaster: {
        relayUrl: "http://127.0.0.1:8788",
        authKey: "foyer-dev-farcaster-relay-key",
        rpcUrl: "http://127.0.0.1:8545",
        accounts: [],
      },
    });
    expect(configFromEnv({ VITE_WALLET_RPC_URL: "http://127.0.0.1:9000" }).chains[0]?.rpcUrl).toBe(
      "http://127.0.0.1:9000",
    );
  });

  it("reads a chain list from JSON", () => {
    const json = JSON.stringify([
      { chainId: 31337, name: "A", rpcUrl: "http://127.0.0.1:8545" },
      { chainId: 31338, rpcUrl: "http://127.0.0.1:8546" },
    ]);
    expect(parseChains(json, "unused")).toEqual([
      { chainId: 31337, name: "A", rpcUrl: "http://127.0.0.1:8545" },
      { chainId: 31338, name: "Chain 31338", rpcUrl: "http://127.0.0.1:8546" },
    ]);
  });

  it.each(["{", "[]", '[{"chainId":"1","rpcUrl":"x"}]', '[{"chainId":1}]'])(
    "refuses %s",
    (json) => {
      expect(() => parseChains(json, "unused")).toThrow();
    },
  );
});
