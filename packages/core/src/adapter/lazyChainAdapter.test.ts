import { describe, expect, it, vi } from "vitest";
import { messages } from "../errors/messages.js";
import { createFakeAdapter } from "../testing/fakeAdapter.js";
import type { CaipNetwork } from "../types/chain.js";
import { lazyChainAdapter } from "./lazyChainAdapter.js";

const network = {
  id: "4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV",
  name: "Local",
  chainNamespace: "solana",
  caipNetworkId: "solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV",
  nativeCurrency: { name: "Solana", symbol: "SOL", decimals: 9 },
  rpcUrls: { default: { http: ["http://127.0.0.1:8899"] } },
} satisfies CaipNetwork;
const connector = {
  id: "solana:Phantom",
  name: "Phantom",
  chain: "solana",
  type: "ANNOUNCED",
} as const;

describe("lazyChainAdapter", () => {
  it("lists no connectors until loaded, then announces the loaded adapter's", async () => {
    const inner = createFakeAdapter({ namespace: "solana", connectors: [connector] });
    const lazy = lazyChainAdapter("solana", async () => inner);
    const changed = vi.fn();
    lazy.on("connectorsChanged", changed);
    expect(lazy.getConnectors()).toEqual([]);
    await lazy.loaded();
    expect(lazy.getConnectors()).toEqual([connector]);
    expect(changed).toHaveBeenCalledWith({ connectors: [connector] });
  });

  it("waits for the load on calls and forwards the adapter's events", async () => {
    const inner = createFakeAdapter({ namespace: "solana", connectors: [connector] });
    const lazy = lazyChainAdapter("solana", async () => inner);
    const connection = await lazy.connect(connector.id, { caipNetwork: network });
    expect(connection.connectorId).toBe(connector.id);
    const disconnected = vi.fn();
    lazy.on("disconnected", disconnected);
    inner.emit("disconnected", { connectorId: connector.id });
    expect(disconnected).toHaveBeenCalledWith({ connectorId: connector.id });
  });

  it("loads again on the next call after a failed load", async () => {
    const inner = createFakeAdapter({ namespace: "solana", connectors: [connector] });
    const load = vi
      .fn<() => Promise<typeof inner>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValue(inner);
    const lazy = lazyChainAdapter("solana", load);
    await expect(lazy.loaded()).rejects.toMatchObject({
      name: "ConnectionError",
      code: "NO_CONNECTION_CLIENT",
      shortMessage: messages.noConnectionClient,
      cause: new Error("chunk failed"),
    });
    await expect(lazy.disconnect(connector.id)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says pairingOnly before the load and forwards pairing warm-up, cancel and gas", async () => {
    const inner = {
      ...createFakeAdapter({ namespace: "eip155", connectors: [] }),
      preparePairing: vi.fn(),
      cancelPairing: vi.fn(),
      estimateGas: vi.fn(async () => 21000n),
    };
    const lazy = lazyChainAdapter("eip155", async () => inner, { pairingOnly: true });
    expect(lazy.pairingOnly).toBe(true);
    expect(lazyChainAdapter("eip155", async () => inner).pairingOnly).toBeUndefined();
    lazy.preparePairing?.();
    await lazy.loaded();
    expect(inner.preparePairing).toHaveBeenCalledTimes(1);
    lazy.cancelPairing?.("left");
    expect(inner.cancelPairing).toHaveBeenCalledWith("left");
    const request = {
      connectorId: "injected",
      caipNetwork: network,
      from: "0x1",
      to: "0x2",
      value: 1n,
    };
    await expect(lazy.estimateGas?.(request)).resolves.toBe(21000n);
    expect(inner.estimateGas).toHaveBeenCalledWith(request);
    // Only EVM has gas: another namespace's stand-in has no estimateGas, as its adapter has none.
    expect(lazyChainAdapter("solana", async () => inner).estimateGas).toBeUndefined();
  });
});
