import { describe, expect, it, vi } from "vitest";
import { getFoyerProvider, watchFoyerProvider } from "../instance/walletProviders.js";
import { settle, setupFoyer } from "../testing/setupFoyer.js";
import type { FoyerEip155Provider } from "./walletProvider.js";

type Seen = Pick<FoyerEip155Provider, "connectorId" | "address" | "chainId"> | undefined;
const seen = (provider: FoyerEip155Provider | undefined): Seen =>
  provider && {
    connectorId: provider.connectorId,
    address: provider.address,
    chainId: provider.chainId,
  };

describe("watchFoyerProvider / getFoyerProvider", () => {
  it("follows connect, a chain switch from the wallet, another wallet and disconnect", async () => {
    const { foyer, adapter } = setupFoyer();
    const calls: Seen[] = [];
    const stop = watchFoyerProvider(foyer, "eip155", (provider) => calls.push(seen(provider)));
    // The watcher's code is a chunk of its own: its first answer comes once it has loaded.
    await vi.waitFor(() => expect(calls).toEqual([undefined]));

    await foyer.connect("metamask");
    await settle();
    expect(calls.at(-1)).toEqual({ connectorId: "metamask", address: "0xmetamask", chainId: 1 });

    adapter.emit("chainChanged", { connectorId: "metamask", caipNetworkId: "eip155:8453" });
    await settle();
    expect(calls.at(-1)).toEqual({ connectorId: "metamask", address: "0xmetamask", chainId: 8453 });

    await foyer.disconnect();
    await settle();
    expect(calls.at(-1)).toBeUndefined();
    const count = calls.length;

    stop();
    await foyer.connect("rabby");
    await settle();
    expect(calls).toHaveLength(count);
  });

  it("hands over the adapter's own EIP-1193 provider for the active connector", async () => {
    const { foyer, adapter } = setupFoyer();
    expect(await getFoyerProvider(foyer, "eip155")).toBeUndefined();
    await foyer.connect("rabby");
    const evm = await getFoyerProvider(foyer, "eip155");
    expect(await evm?.provider.request({ method: "eth_accounts" })).toEqual(["0xrabby"]);
    expect(adapter.calls).toContain("request:rabby:eth_accounts");
    expect(await getFoyerProvider(foyer, "solana")).toBeUndefined();
  });

  it("drops an answer that arrives after a newer change", async () => {
    const { foyer, adapter } = setupFoyer();
    let release: () => void = () => {};
    const getProvider = adapter.getProvider?.bind(adapter);
    adapter.getProvider = async (connectorId, network) => {
      if (connectorId === "metamask") await new Promise<void>((resolve) => (release = resolve));
      return getProvider?.(connectorId, network);
    };
    const calls: Seen[] = [];
    watchFoyerProvider(foyer, "eip155", (provider) => calls.push(seen(provider)));
    await vi.waitFor(() => expect(calls).toEqual([undefined]));
    await foyer.connect("metamask");
    await foyer.disconnect();
    release();
    await settle();
    expect(calls).toEqual([undefined, undefined]);
  });
});
