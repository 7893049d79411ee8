import { describe, expect, it } from "vitest";
import { demoNetworkList, PUBLIC_NETWORKS, parseExtraNetworks } from "./networks.js";

describe("the demo's network list", () => {
  it("puts the devnet first, then the extra local networks, then the public ones", () => {
    const list = demoNetworkList("http://127.0.0.1:8545", [
      { id: 31338, name: "Foyer Devnet 2", rpcUrl: "http://127.0.0.1:8546" },
    ]);
    expect(list.map((n) => [n.id, n.local])).toEqual([
      [31337, true],
      [31338, true],
      [1, false],
      [10, false],
      [42161, false],
      [8453, false],
      [137, false],
    ]);
    expect(list[0]).toMatchObject({ name: "Foyer Devnet", rpcUrl: "http://127.0.0.1:8545" });
  });

  it("lists every public network with an https RPC of its own", () => {
    for (const network of PUBLIC_NETWORKS) {
      expect(new URL(network.rpcUrl).protocol).toBe("https:");
      expect(network.local).toBe(false);
    }
  });

  it("lets an extra network with a public network's id replace it, not list the id twice", () => {
    const list = demoNetworkList("http://127.0.0.1:8545", [
      { id: 1, name: "Mainnet fork", rpcUrl: "http://127.0.0.1:9545" },
    ]);
    expect(list.filter((n) => n.id === 1)).toEqual([
      expect.objectContaining({ name: "Mainnet fork", local: true }),
    ]);
  });
});

describe("VITE_FOYER_EXTRA_NETWORKS", () => {
  it.each<[string | undefined, unknown]>([
    [undefined, []],
    ["  ", []],
    [
      '[{"id":31338,"name":"Foyer Devnet 2","rpcUrl":"http://127.0.0.1:8546"}]',
      [{ id: 31338, name: "Foyer Devnet 2", rpcUrl: "http://127.0.0.1:8546" }],
    ],
  ])("%j → %j", (raw, expected) => {
    expect(parseExtraNetworks(raw)).toEqual(expected);
  });

  it.each([
    "not json",
    '{"id":31338}',
    '[{"id":"31338","name":"x","rpcUrl":"http://x"}]',
    '[{"id":31338,"rpcUrl":"http://x"}]',
    "[null]",
  ])("refuses %j with a message naming the variable", (raw) => {
    expect(() => parseExtraNetworks(raw)).toThrow(/VITE_FOYER_EXTRA_NETWORKS/);
  });
});
