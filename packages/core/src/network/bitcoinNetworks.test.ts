import { esploraProxyUrl } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { bitcoinNetworks } from "./bitcoinNetworks.js";

describe("bitcoinNetworks", () => {
  it("lists regtest, mainnet and testnet by their CAIP-2 ids, in BTC, read through the proxy", () => {
    const networks = bitcoinNetworks((caipNetworkId) =>
      esploraProxyUrl({
        serverUrl: "http://127.0.0.1:3001",
        caipNetworkId,
        projectId: "p",
        path: "",
      }),
    );
    expect(networks.map((n) => [n.caipNetworkId, n.name, n.chainNamespace])).toEqual([
      ["bip122:0f9188f13cb7b2c71f2a335e3a4fc328", "Bitcoin Regtest", "bip122"],
      ["bip122:000000000019d6689c085ae165831e93", "Bitcoin", "bip122"],
      ["bip122:000000000933ea01ad0ee984209779ba", "Bitcoin Testnet", "bip122"],
    ]);
    expect(networks[0]?.nativeCurrency).toEqual({ name: "Bitcoin", symbol: "BTC", decimals: 8 });
    expect(networks[0]?.rpcUrls.default.http[0]).toBe(
      "http://127.0.0.1:3001/v1/bitcoin/esplora?chainId=bip122%3A0f9188f13cb7b2c71f2a335e3a4fc328&projectId=p",
    );
  });
});
