import { createFakeAdapter, mainnet, setupFoyer, solanaMainnet } from "@foyer/core/testing";
import { describe, expect, it } from "vitest";
import { selectNetwork } from "./selectNetwork.js";

const phantom = {
  id: "solana:Phantom",
  name: "Phantom",
  chain: "solana",
  type: "ANNOUNCED",
} as const;

function setup() {
  const evm = createFakeAdapter({ connectors: [] });
  const solana = createFakeAdapter({ namespace: "solana", connectors: [phantom] });
  return setupFoyer(
    { networks: [mainnet, solanaMainnet], adapters: [evm, solana] },
    { adapter: evm },
  );
}

describe("selectNetwork across namespaces (SwitchActiveChain)", () => {
  it("moves to Solana through SwitchActiveChain, then Connect when no Solana wallet is connected", () => {
    const { foyer } = setup();
    foyer.open({ view: "Networks" });
    selectNetwork(foyer, solanaMainnet);
    expect(foyer.stores.router.current()).toEqual({
      view: "SwitchActiveChain",
      params: {
        switchToChain: "solana",
        network: solanaMainnet,
        navigateTo: "Connect",
        navigateWithReplace: true,
      },
    });
  });

  it("goes on to Account when a Solana wallet is connected already", async () => {
    const { foyer } = setup();
    await foyer.connect(phantom.id, "solana");
    await foyer.switchNetwork(mainnet);
    foyer.open({ view: "Networks" });
    selectNetwork(foyer, solanaMainnet);
    expect(foyer.stores.router.current()).toMatchObject({
      view: "SwitchActiveChain",
      params: { switchToChain: "solana", navigateTo: "Account" },
    });
  });
});
