import { describe, expect, it, vi } from "vitest";
import { messages } from "../../errors/messages.js";
import { createFakeAdapter, evmConnector } from "../../testing/fakeAdapter.js";
import { setupFoyer } from "../../testing/setupFoyer.js";

describe("switching a connection (behaviour §4)", () => {
  it("an unknown connector is 'Invalid connection status'", async () => {
    const { foyer } = setupFoyer();
    await expect(foyer.switchConnection("eip155", "metamask")).rejects.toMatchObject({
      shortMessage: messages.invalidConnectionStatus,
    });
  });

  it("a connected one reconnects in place and reports a wallet and account change", async () => {
    const { foyer, adapter } = setupFoyer({ features: { multiWallet: true } });
    await foyer.connect("metamask");
    await foyer.connect("rabby");
    const onSwitch = vi.fn();
    foyer.events.on("connectionSwitch", onSwitch);
    await foyer.switchConnection("eip155", "metamask");
    expect(adapter.calls).toContain("reconnect:metamask");
    expect(foyer.stores.accounts.get("eip155").address).toBe("0xmetamask");
    expect(onSwitch).toHaveBeenCalledWith({
      namespace: "eip155",
      accountChanged: true,
      walletChanged: true,
    });
  });

  it("the active one reconnects and reports no change", async () => {
    const { foyer } = setupFoyer();
    await foyer.connect("metamask");
    const onSwitch = vi.fn();
    foyer.events.on("connectionSwitch", onSwitch);
    expect(await foyer.switchConnection("eip155", "metamask")).toEqual({
      accountChanged: false,
      walletChanged: false,
    });
    expect(onSwitch).toHaveBeenCalledWith({
      namespace: "eip155",
      accountChanged: false,
      walletChanged: false,
    });
  });

  it("a disconnected one goes through its own connect flow", async () => {
    const adapter = createFakeAdapter({
      connectors: [evmConnector("metamask"), evmConnector("rabby")],
      accounts: { rabby: [{ address: "0xmetamask", type: "eoa" }] },
    });
    const { foyer } = setupFoyer({ features: { multiWallet: true } }, { adapter });
    await foyer.connect("rabby");
    await foyer.disconnect();
    await foyer.connect("metamask");
    const onSwitch = vi.fn();
    foyer.events.on("connectionSwitch", onSwitch);
    adapter.calls.length = 0;
    await foyer.switchConnection("eip155", "rabby");
    expect(adapter.calls[0]).toBe("connect:rabby");
    expect(onSwitch).toHaveBeenCalledWith({
      namespace: "eip155",
      accountChanged: false,
      walletChanged: true,
    });
  });
});
