import type { CaipNetwork } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { networkImageUrl } from "./networkImageUrl.js";

const mainnet: CaipNetwork = {
  id: 1,
  name: "Ethereum",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:1",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://rpc.example"] } },
};
const registry = { assetImageUrl: (id: string) => `https://server.example/asset/${id}` };

describe("networkImageUrl", () => {
  it.each([
    ["no assets: the CAIP-2 id", mainnet, "https://server.example/asset/eip155:1"],
    ["an imageId", { ...mainnet, assets: { imageId: "op" } }, "https://server.example/asset/op"],
    [
      "the app's own imageUrl first",
      { ...mainnet, assets: { imageId: "op", imageUrl: "https://cdn.example/eth.png" } },
      "https://cdn.example/eth.png",
    ],
  ] as const)("%s", (_case, network, url) => {
    expect(networkImageUrl(network, registry)).toBe(url);
  });

  it("has nothing to show without a server or an imageUrl", () => {
    expect(networkImageUrl(mainnet, undefined)).toBeUndefined();
  });
});
