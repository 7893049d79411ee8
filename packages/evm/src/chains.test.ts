import { describe, expect, it } from "vitest";
import { evmChainId, hexChainId, networkForChainId, toViemChain } from "./chains.js";
import { localNetwork } from "./testing/fixtures.js";
import { rpcTransport } from "./transports.js";

const network = localNetwork(31337, "http://127.0.0.1:8545");

describe("chains", () => {
  it("converts a network to a viem chain read through the transport URL", () => {
    expect(toViemChain(network, "https://proxy.example/v1/")).toEqual({
      id: 31337,
      name: "Anvil 31337",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: ["https://proxy.example/v1/"] } },
      blockExplorers: {
        default: { name: "Local Explorer", url: "https://explorer.example/31337" },
      },
      testnet: true,
    });
  });

  it("refuses networks that are not eip155", () => {
    expect(() => evmChainId({ ...network, chainNamespace: "solana", id: "5eykt" })).toThrow(
      expect.objectContaining({ code: "CHAIN_NOT_CONFIGURED" }),
    );
  });

  it("finds a listed network by chain id, else stands in a minimal one", () => {
    expect(networkForChainId([network], 31337)).toBe(network);
    expect(networkForChainId([network], 10)).toMatchObject({
      id: 10,
      chainNamespace: "eip155",
      caipNetworkId: "eip155:10",
    });
  });

  it("spells chain ids in hex", () => {
    expect(hexChainId(31337)).toBe("0x7a69");
    expect(hexChainId(1)).toBe("0x1");
  });
});

describe("rpcTransport", () => {
  it("uses the behaviour §9 timeout and batch figures, with retries by core's rules instead of viem's", () => {
    const transport = rpcTransport("http://127.0.0.1:8545")({});
    // Retries happen around the call (transports.test.ts), within one 10 s deadline.
    expect(transport.config).toMatchObject({ retryCount: 0, type: "http" });
    expect(transport.value).toMatchObject({ url: "http://127.0.0.1:8545" });
  });
});
