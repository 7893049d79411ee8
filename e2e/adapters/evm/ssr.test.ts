import { createEvmAdapter } from "@foyer/evm";
import { localNetwork } from "@foyer/evm/testing";
import { describe, expect, inject, it } from "vitest";

const chains = inject("evmChains");

// Runs in plain Node: no `window`, as during server-side rendering.
describe("without a window", () => {
  it("creates an adapter with no connectors that still reads the chain", async () => {
    expect(typeof window).toBe("undefined");
    const network = localNetwork(31337, chains.rpcUrl);
    const adapter = createEvmAdapter({ networks: [network] });
    expect(adapter.getConnectors()).toEqual([]);
    expect(
      await adapter.getBalance({ address: chains.accounts[0]!.address, caipNetwork: network }),
    ).toEqual({ balance: "10000", symbol: "ETH" });
    adapter.destroy();
  });

  it("keeps adapters apart: each has its own wagmi config", () => {
    const network = localNetwork(31337, chains.rpcUrl);
    const a = createEvmAdapter({ networks: [network] });
    const b = createEvmAdapter({ networks: [network] });
    expect(a.wagmiConfig).not.toBe(b.wagmiConfig);
  });

  it("reads through transportUrl when given, and ignores non-eip155 networks", async () => {
    const network = localNetwork(31337, "http://127.0.0.1:9");
    const solana = {
      ...network,
      id: "5eykt",
      chainNamespace: "solana" as const,
      caipNetworkId: "solana:5eykt" as const,
    };
    const adapter = createEvmAdapter({
      networks: [solana, network],
      transportUrl: () => chains.rpcUrl,
    });
    expect(adapter.wagmiConfig.chains.map((c) => c.id)).toEqual([31337]);
    expect(
      await adapter.getBalance({ address: chains.accounts[0]!.address, caipNetwork: network }),
    ).toEqual({ balance: "10000", symbol: "ETH" });
  });

  it("refuses a network list without any eip155 network", () => {
    expect(() => createEvmAdapter({ networks: [] })).toThrow(
      expect.objectContaining({ code: "CHAIN_NOT_CONFIGURED" }),
    );
  });
});
