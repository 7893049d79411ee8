import { describe, expect, it } from "vitest";
import { lazyChainAdapter } from "../adapter/lazyChainAdapter.js";
import { createFakeAdapter, evmConnector } from "../testing/fakeAdapter.js";
import { mainnet, solanaMainnet } from "../testing/fixtures.js";
import { setupFoyer } from "../testing/setupFoyer.js";

function twoChains() {
  const solana = createFakeAdapter({
    namespace: "solana",
    connectors: [{ id: "phantom", name: "Phantom", chain: "solana", type: "ANNOUNCED" }],
  });
  const evm = createFakeAdapter({ connectors: [evmConnector("metamask")] });
  const setup = setupFoyer({ networks: [mainnet, solanaMainnet], adapters: [evm, solana] });
  return { ...setup, evm, solana };
}

describe("accounts per namespace (behaviour §3, §4)", () => {
  it("connecting a wallet makes its namespace the active one", async () => {
    const { foyer } = twoChains();
    await foyer.connect("phantom");
    expect(foyer.stores.networks.store.getState().activeNamespace).toBe("solana");
    expect(foyer.stores.accounts.get("solana").caipAddress).toBe(
      `${solanaMainnet.caipNetworkId}:0xphantom`,
    );
    expect(foyer.stores.accounts.get("eip155").status).toBe("disconnected");
  });

  it("disconnecting the namespace on screen hands over to one still connected", async () => {
    const { foyer } = twoChains();
    await foyer.connect("metamask");
    await foyer.connect("phantom");
    await foyer.disconnect("solana");
    expect(foyer.stores.networks.store.getState().activeNamespace).toBe("eip155");
    expect(foyer.isConnected()).toBe(true);
    expect(foyer.stores.connection.getState().status).toBe("connected");
  });

  it("disconnecting another namespace leaves the one on screen alone", async () => {
    const { foyer } = twoChains();
    await foyer.connect("metamask");
    await foyer.connect("phantom");
    await foyer.disconnect("eip155");
    expect(foyer.stores.networks.store.getState().activeNamespace).toBe("solana");
    expect(foyer.isConnected()).toBe(true);
  });

  it("disconnect without a namespace leaves every namespace", async () => {
    const { foyer, evm, solana } = twoChains();
    await foyer.connect("metamask");
    await foyer.connect("phantom");
    await foyer.disconnect();
    expect(evm.calls).toContain("disconnect:metamask");
    expect(solana.calls).toContain("disconnect:phantom");
    expect(foyer.stores.connection.getState().status).toBe("disconnected");
  });

  it("remembers ended connections as recent connections of their own namespace", async () => {
    const { foyer } = twoChains();
    await foyer.connect("metamask");
    await foyer.connect("phantom");
    await foyer.disconnect("solana");
    const recent = foyer.stores.connection.getState().recentConnections;
    expect(recent.solana?.map((c) => c.connectorId)).toEqual(["phantom"]);
    expect(recent.eip155).toBeUndefined();
    await foyer.disconnect("eip155");
    expect(
      foyer.stores.connection.getState().recentConnections.eip155?.map((c) => c.connectorId),
    ).toEqual(["metamask"]);
  });
});

describe("the connectors list across namespaces", () => {
  it("keeps the adapters' order when the first adapter loads lazily, after the second", async () => {
    const evm = lazyChainAdapter("eip155", async () =>
      createFakeAdapter({ connectors: [evmConnector("metamask")] }),
    );
    const solana = createFakeAdapter({
      namespace: "solana",
      connectors: [{ id: "phantom", name: "Phantom", chain: "solana", type: "ANNOUNCED" }],
    });
    const { foyer } = setupFoyer({ networks: [mainnet, solanaMainnet], adapters: [evm, solana] });
    await evm.loaded();
    const ids = foyer.stores.connectors.getState().connectors.map((c) => `${c.chain}:${c.id}`);
    expect(ids).toEqual(["eip155:metamask", "solana:phantom"]);
  });
});
