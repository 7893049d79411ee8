import { describe, expect, it } from "vitest";
import {
  SOLANA_DEVNET_ID,
  SOLANA_MAINNET_ID,
  SOLANA_TESTNET_ID,
  solanaNetwork,
  solanaPublicNetworks,
} from "./solanaNetworks.js";

describe("Solana networks (behaviour §9: three Solana networks)", () => {
  it("lists mainnet, devnet and testnet by their CAIP-2 ids, SOL with 9 decimals", () => {
    const networks = solanaPublicNetworks();
    expect(networks.map((n) => n.caipNetworkId)).toEqual([
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
      "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
    ]);
    expect([SOLANA_MAINNET_ID, SOLANA_DEVNET_ID, SOLANA_TESTNET_ID]).toEqual(
      networks.map((n) => n.caipNetworkId),
    );
    for (const network of networks) {
      expect(network.chainNamespace).toBe("solana");
      expect(network.nativeCurrency).toEqual({ name: "Solana", symbol: "SOL", decimals: 9 });
      expect(network.id).toBe(network.caipNetworkId.slice("solana:".length));
    }
  });

  it("reads through a proxy when given one, keeping the network's own RPC as chainDefault", () => {
    const local = solanaNetwork({
      caipNetworkId: "solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV",
      name: "Local",
      rpcUrl: "http://127.0.0.1:8899",
      proxyRpcUrl:
        "http://127.0.0.1:8787/v1/?chainId=solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV&projectId=p",
    });
    expect(local.rpcUrls).toEqual({
      default: {
        http: [
          "http://127.0.0.1:8787/v1/?chainId=solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV&projectId=p",
        ],
      },
      chainDefault: { http: ["http://127.0.0.1:8899"] },
    });
    expect(solanaPublicNetworks((id) => `proxy/${id}`)[0]?.rpcUrls.default.http).toEqual([
      `proxy/${SOLANA_MAINNET_ID}`,
    ]);
  });
});
