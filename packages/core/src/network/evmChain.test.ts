import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import { type EvmChainLike, evmChainToCaipNetwork } from "./evmChain.js";

const optimism: EvmChainLike = {
  id: 10,
  name: "OP Mainnet",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://mainnet.optimism.io"] } },
  blockExplorers: {
    default: { name: "Optimism Explorer", url: "https://optimistic.etherscan.io" },
  },
};

describe("EVM chain → CaipNetwork (behaviour §3 Network)", () => {
  it("maps the chain's fields and builds the CAIP-2 id", () => {
    expect(evmChainToCaipNetwork(optimism)).toEqual({
      id: 10,
      name: "OP Mainnet",
      chainNamespace: "eip155",
      caipNetworkId: "eip155:10",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: ["https://mainnet.optimism.io"] } },
      blockExplorers: optimism.blockExplorers,
    });
  });

  it("puts a proxy RPC first and keeps the chain's own as chainDefault", () => {
    const network = evmChainToCaipNetwork(
      { ...optimism, testnet: false },
      {
        rpcUrls: ["http://127.0.0.1:8787/v1/?chainId=eip155:10&projectId=p"],
        assets: { imageId: "op" },
      },
    );
    expect(network.rpcUrls).toEqual({
      default: { http: ["http://127.0.0.1:8787/v1/?chainId=eip155:10&projectId=p"] },
      chainDefault: { http: ["https://mainnet.optimism.io"] },
    });
    expect(network.assets).toEqual({ imageId: "op" });
    expect(network.testnet).toBe(false);
  });

  it.each([
    ["no list", { default: {} }],
    ["a websocket URL", { default: { http: ["wss://mainnet.optimism.io"] } }],
  ])("rejects RPC URLs with %s", (_name, rpcUrls) => {
    expect(() =>
      evmChainToCaipNetwork({ ...optimism, rpcUrls } as unknown as EvmChainLike),
    ).toThrow(messages.urlNotHttp);
  });

  it("rejects a missing chain with the CAIP-2 message", () => {
    expect(() => evmChainToCaipNetwork(undefined as unknown as EvmChainLike)).toThrow(
      messages.invalidCaip2,
    );
  });

  it.each([0, -1, 1.5, Number.NaN])("rejects chain id %s with the CAIP-2 message", (id) => {
    expect(() => evmChainToCaipNetwork({ ...optimism, id })).toThrow(messages.invalidCaip2);
  });
});
