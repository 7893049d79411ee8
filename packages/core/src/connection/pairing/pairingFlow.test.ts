import { describe, expect, it } from "vitest";
import type { FoyerError } from "../../errors/FoyerError.js";
import { createFakeAdapter, evmConnector } from "../../testing/fakeAdapter.js";
import { setupFoyer } from "../../testing/setupFoyer.js";
import { PAIRING_EXPIRY_MS, type PairingAbortReason, pairingAbortedError } from "./pairingRules.js";

/** A fake adapter whose WalletConnect connect waits until the test settles it. */
function pairingAdapter() {
  const adapter = createFakeAdapter({
    connectors: [evmConnector("walletConnect", { type: "WALLET_CONNECT" }), evmConnector("tw")],
  });
  let settle: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  let cancelled = 0;
  let prepared = 0;
  const resumed: (string | undefined)[] = [];
  const connect: typeof adapter.connect = (connectorId, options) =>
    new Promise((resolve, reject) => {
      resumed.push(options.pairingUri);
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
      cancelPairing: (reason: PairingAbortReason = "modalClosed") => {
        cancelled++;
        settle?.reject(pairingAbortedError(reason));
      },
      preparePairing: () => {
        prepared++;
      },
    },
    emit: adapter.emit,
    settle: () => settle,
    cancelled: () => cancelled,
    prepared: () => prepared,
    /** The `pairingUri` each connect was asked to resume (undefined: pair afresh). */
    resumed,
  };
}

/** The modal open on an instance that pairs through {@link pairingAdapter}, its URI shown. */
function pairingShown() {
  const fake = pairingAdapter();
  const world = setupFoyer({}, { adapter: fake.adapter });
  world.foyer.open();
  const pending = world.foyer.connect("walletConnect").catch((e: unknown) => e);
  fake.emit("pairingUri", { connectorId: "walletConnect", uri: "wc:1@2" });
  return { ...world, fake, pending };
}

/** A pairing the visitor left: a wallet chosen, then Back, so its connect ended. */
async function leftPairing() {
  const world = pairingShown();
  world.foyer.chooseWallet({ id: "rainbow", name: "Rainbow" });
  world.foyer.goBack();
  await world.pending;
  return world;
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
    const { foyer, fake, pending } = pairingShown();
    foyer.close();
    expect(fake.cancelled()).toBe(1);
    expect(((await pending) as FoyerError).shortMessage).toBe("Modal closed");
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

  it("going back from a pairing view abandons the connect but keeps its URI", async () => {
    const fake = pairingAdapter();
    const { foyer, clock } = setupFoyer({}, { adapter: fake.adapter });
    foyer.open();
    foyer.chooseWallet({ id: "rainbow", name: "Rainbow" });
    const pending = foyer.connect("walletConnect").catch((e: unknown) => e);
    fake.emit("pairingUri", { connectorId: "walletConnect", uri: "wc:1@2" });
    const expiry = clock.now() + PAIRING_EXPIRY_MS;
    foyer.goBack();
    expect(foyer.stores.router.current().view).toBe("Connect");
    expect(fake.cancelled()).toBe(1);
    expect(((await pending) as { code?: string }).code).toBe("PAIRING_LEFT");
    expect(foyer.stores.connection.getState()).toMatchObject({
      status: "disconnected",
      buffering: false,
      wcError: false,
      wcUri: "wc:1@2",
      wcPairingExpiry: expiry,
    });
  });

  it("choosing a wallet again resumes the left pairing: same URI at once, same expiry", async () => {
    const { foyer, fake, clock } = await leftPairing();
    // The fake clock has not moved since the URI came: its expiry is 4 minutes from now.
    const expiry = clock.now() + PAIRING_EXPIRY_MS;

    await clock.advanceAsync(60_000);
    const second = foyer.connect("walletConnect");
    // Shown before the adapter says anything: nothing is fetched.
    expect(foyer.stores.connection.getState()).toMatchObject({
      wcUri: "wc:1@2",
      wcPairingExpiry: expiry,
      buffering: false,
    });
    expect(fake.resumed).toEqual([undefined, "wc:1@2"]);
    // The adapter hands the same URI back: it is not a minute younger for that.
    fake.emit("pairingUri", { connectorId: "walletConnect", uri: "wc:1@2" });
    expect(foyer.stores.connection.getState().wcPairingExpiry).toBe(expiry);
    fake.settle()?.resolve();
    await second;
    expect(foyer.stores.connection.getState()).toMatchObject({ wcUri: undefined });
  });

  it("an expired left pairing is not resumed: the next connect fetches a fresh URI", async () => {
    const { foyer, fake, clock } = await leftPairing();

    // 9 s left: expired (behaviour §5).
    await clock.advanceAsync(PAIRING_EXPIRY_MS - 9_000);
    void foyer.connect("walletConnect").catch(() => undefined);
    expect(foyer.stores.connection.getState()).toMatchObject({
      wcUri: undefined,
      buffering: true,
    });
    expect(fake.resumed).toEqual([undefined, undefined]);
  });

  it("closing drops a left pairing, so the next connect pairs afresh", async () => {
    const { foyer, fake } = await leftPairing();
    foyer.close();
    expect(foyer.stores.connection.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
    });
    foyer.open();
    void foyer.connect("walletConnect").catch(() => undefined);
    expect(fake.resumed).toEqual([undefined, undefined]);
  });

  it("pairing gets ready on interest in a wallet that pairs, not when the modal opens", () => {
    const fake = pairingAdapter();
    const { foyer } = setupFoyer({}, { adapter: fake.adapter });
    foyer.open();
    expect(fake.prepared()).toBe(0);
    // A wallet in the browser connects without pairing: nothing to get ready.
    expect(foyer.prepareWallet({ id: "tw", name: "Test Wallet" })).toBe("ConnectingExternal");
    expect(fake.prepared()).toBe(0);
    // A registry wallet is reached by pairing.
    expect(foyer.prepareWallet({ id: "rainbow", name: "Rainbow" })).toBe("ConnectingWalletConnect");
    expect(fake.prepared()).toBe(1);
    // Interest changes no view.
    expect(foyer.stores.router.current().view).toBe("Connect");
  });
});
