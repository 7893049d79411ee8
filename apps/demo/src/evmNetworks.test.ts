import { describe, expect, it } from "vitest";
import { parseRpcProxyUrls, readDemoConfig } from "./config.js";
import { demoNetworks } from "./evmNetworks.js";

describe("the servers the demo reads its EVM networks through (VITE_FOYER_RPC_PROXY_URLS)", () => {
  it.each<[string, string | undefined, string[]]>([
    ["unset: the server alone", undefined, ["http://server:8787"]],
    ["empty: the server alone", " ", ["http://server:8787"]],
    [
      "two, in order, trailing slashes dropped",
      "http://localhost:8787/, http://127.0.0.1:8787",
      ["http://localhost:8787", "http://127.0.0.1:8787"],
    ],
  ])("%s", (_, raw, expected) => {
    expect(parseRpcProxyUrls(raw, "http://server:8787")).toEqual(expected);
  });

  it.each(["ws://127.0.0.1:8787", "http://127.0.0.1:8787/v1/?chainId=eip155:1", "server:8787"])(
    "refuses %j with a message naming the variable",
    (entry) => {
      expect(() => parseRpcProxyUrls(entry, "http://server:8787")).toThrow(
        /VITE_FOYER_RPC_PROXY_URLS/,
      );
    },
  );
});

describe("the demo's EVM networks", () => {
  const env = {
    DEV: true,
    VITE_FOYER_SERVER_URL: "http://localhost:8787",
    VITE_FOYER_RPC_PROXY_URLS: "http://localhost:8787,http://127.0.0.1:8787",
    VITE_FOYER_DEVNET_RPC_URL: "http://127.0.0.1:8545",
    VITE_FOYER_EXTRA_NETWORKS: JSON.stringify([
      { id: 31338, name: "Foyer Devnet 2", rpcUrl: "http://127.0.0.1:8546" },
    ]),
  } as unknown as ImportMetaEnv;

  it("reads each network through both servers' proxies, its own RPC kept for wallets", () => {
    const [devnet, devnet2] = demoNetworks(readDemoConfig(env, ""));
    expect(devnet?.rpcUrls.default.http).toEqual([
      "http://localhost:8787/v1/?chainId=eip155%3A31337&projectId=demo",
      "http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=demo",
    ]);
    expect(devnet?.rpcUrls.chainDefault?.http).toEqual(["http://127.0.0.1:8545"]);
    expect(devnet2?.rpcUrls.default.http).toHaveLength(2);
    expect(devnet2?.rpcUrls.default.http[1]).toContain("eip155%3A31338");
  });

  it("reads through the server alone without the variable", () => {
    const [devnet] = demoNetworks(
      readDemoConfig({ ...env, VITE_FOYER_RPC_PROXY_URLS: undefined }, ""),
    );
    expect(devnet?.rpcUrls.default.http).toEqual([
      "http://localhost:8787/v1/?chainId=eip155%3A31337&projectId=demo",
    ]);
  });
});
