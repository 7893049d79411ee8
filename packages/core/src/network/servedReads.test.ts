import { describe, expect, it } from "vitest";
import type { CaipNetwork } from "../types/chain.js";
import { readsThroughFoyerProxy, shouldReadChain } from "./servedReads.js";

const MAINNET = "eip155:1";
const network = (http: string[]): CaipNetwork => ({
  id: 1,
  name: "Ethereum",
  chainNamespace: "eip155",
  caipNetworkId: MAINNET,
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http } },
});
const proxy = (server: string, chainId = MAINNET) =>
  `${server}/v1/?chainId=${encodeURIComponent(chainId)}&projectId=demo`;
const esplora = `http://127.0.0.1:8787/v1/esplora?chainId=${encodeURIComponent(MAINNET)}&projectId=demo`;

describe("readsThroughFoyerProxy: the network's reads go to a Foyer server for it", () => {
  it.each<[string, string[], boolean]>([
    ["one server's RPC proxy", [proxy("http://127.0.0.1:8787")], true],
    [
      "two servers' proxies",
      [proxy("http://localhost:8787"), proxy("http://127.0.0.1:8787")],
      true,
    ],
    ["a server under a path", [proxy("https://example.com/foyer")], true],
    ["the Esplora proxy", [esplora], true],
    ["the node's own RPC", ["https://ethereum-rpc.publicnode.com"], false],
    [
      "a proxy and a node of its own",
      [proxy("http://127.0.0.1:8787"), "https://rpc.example"],
      false,
    ],
    ["another network's proxy", [proxy("http://127.0.0.1:8787", "eip155:10")], false],
    ["no URL", [], false],
  ])("%s → %s", (_, http, expected) => {
    expect(readsThroughFoyerProxy(network(http))).toBe(expected);
  });
});

describe("shouldReadChain: no chain reads a server would refuse", () => {
  const proxied = network([proxy("http://127.0.0.1:8787")]);
  const own = network(["https://ethereum-rpc.publicnode.com"]);
  it.each<[string, CaipNetwork, ReadonlySet<string> | undefined, boolean]>([
    ["proxied, served", proxied, new Set([MAINNET]), true],
    ["proxied, not served", proxied, new Set(["eip155:31337"]), false],
    ["proxied, the list unknown", proxied, undefined, true],
    ["its own RPC, not served", own, new Set(["eip155:31337"]), true],
  ])("%s → %s", async (_, target, served, expected) => {
    expect(await shouldReadChain(target, async () => served)).toBe(expected);
  });

  it("asks for the list only for a network read through a proxy", async () => {
    let asked = 0;
    const list = async () => {
      asked += 1;
      return new Set<string>();
    };
    expect(await shouldReadChain(own, list)).toBe(true);
    expect(asked).toBe(0);
    expect(await shouldReadChain(proxied, list)).toBe(false);
    expect(asked).toBe(1);
    expect(await shouldReadChain(proxied, undefined)).toBe(true);
  });
});
