import { describe, expect, it } from "vitest";
import { createFakeAdapter, evmConnector } from "../testing/fakeAdapter.js";
import { setupFoyer } from "../testing/setupFoyer.js";
import { PAIRING_EXPIRY_MS, pairingAbortedError } from "./pairing.js";

/** A fake adapter whose WalletConnect connect waits until the test settles it. */
function pairingAdapter() {
  const adapter = createFakeAdapter({
    connectors: [evmConnector("walletConnect", { type: "WALLET_CONNECT" })],
  });
  let settle: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  let cancelled = 0;
  const connect: typeof adapter.connect = (connectorId, options) =>
    new Promise((resolve, reject) => {
      settle = {
        resolve: () =>
          resolve({
            connectorId,
            accounts: [{ address: "0xabc", type: "eoa" }],
            caipNetwork: options.caipNetwork,
          }),
        reject,
      };
    });
  return {
    adapter: {
      ...adapter,
      connect,
      cancelPairing: () => {
        cancelled++;
        settle?.reject(pairingAbortedError("modalClosed"));
      },
    },
    emit: adapter.emit,
    settle: () => settle,
    cancelled: () => cancelled,
  };
}

describe("pairing state while connecting a WALLET_CONNECT connector", () => {
  it("buffers, takes the adapter's URI with a 4 min expiry, and clears on success", async () => {
    const fake = pairingAdapter();
    const { foyer, clock } = setupFoyer({}, { adapter: fake.adapter });
    const pending = foyer.connect("walletConnect");
    expect(foyer.stores.connection.getState()).toMatchObject({ buffering: true, wcUri: undefined });
    fake.emit("pairingUri", { connectorId: "walletConnect", uri: "wc:1@2" });
    expect(foyer.stores.connection.getState()).toMatchObject({
      buffering: false,
      wcUri: "wc:1@2",
      wcPairingExpiry: clock.now() + PAIRING_EXPIRY_MS,
    });
    fake.settle()?.resolve();
    await pending;
    expect(foyer.stores.connection.getState()).toMatchObject({ wcUri: undefined, wcError: false });
  });

  it("sets the error flag when pairing fails", async () => {
    const fake = pairingAdapter();
    const { foyer } = setupFoyer({}, { adapter: fake.adapter });
    const pending = foyer.connect("walletConnect").catch((e: unknown) => e);
    fake.settle()?.reject(new Error("relay down"));
    await pending;
    expect(foyer.stores.connection.getState()).toMatchObject({ wcError: true, wcUri: undefined });
  });

  it("closing the modal while pairing rejects the connect with 'Modal closed'", async () => {
    const fake = pairingAdapter();
    const { foyer } = setupFoyer({}, { adapter: fake.adapter });
    foyer.open();
    const pending = foyer.connect("walletConnect").catch((e: unknown) => e);
    fake.emit("pairingUri", { connectorId: "walletConnect", uri: "wc:1@2" });
    foyer.close();
    expect(fake.cancelled()).toBe(1);
    expect(((await pending) as Error).message).toBe("Modal closed");
    expect(foyer.stores.connection.getState()).toMatchObject({
      wcUri: undefined,
      wcError: false,
      status: "disconnected",
    });
  });

  it("closing with no pairing pending cancels nothing", () => {
    const fake = pairingAdapter();
    const { foyer } = setupFoyer({}, { adapter: fake.adapter });
    foyer.open();
    foyer.close();
    expect(fake.cancelled()).toBe(0);
  });

  it("going back from a pairing view abandons the pairing as well", async () => {
    const fake = pairingAdapter();
    const { foyer } = setupFoyer({}, { adapter: fake.adapter });
    foyer.open();
    foyer.chooseWallet({ id: "rainbow", name: "Rainbow" });
    const pending = foyer.connect("walletConnect").catch((e: unknown) => e);
    foyer.goBack();
    expect(foyer.stores.router.current().view).toBe("Connect");
    expect(fake.cancelled()).toBe(1);
    await pending;
    expect(foyer.stores.connection.getState()).toMatchObject({
      status: "disconnected",
      buffering: false,
    });
  });
});
