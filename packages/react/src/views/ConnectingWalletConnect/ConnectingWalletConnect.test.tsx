import type { FoyerError } from "@foyer/core";
import { PAIRING_EXPIRY_MS, type WalletListingEntry } from "@foyer/core/internal";
import { setupFoyer } from "@foyer/core/testing";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "../../i18n/en.js";
import { modal, renderFoyer } from "../../testing/renderFoyer.js";
import { createWalletServer } from "../../testing/walletServer.js";
import { createFakePairingAdapter, PAIRED_ADDRESS } from "./fakePairingAdapter.js";

const RAINBOW: WalletListingEntry = {
  id: "rainbow",
  name: "Rainbow",
  mobile_link: "rainbow:",
  desktop_link: "rainbow-desktop://",
  webapp_link: "https://web.rainbow.example",
};

function setup(options: { mobile?: boolean } = {}) {
  const adapter = createFakePairingAdapter();
  const { server } = createWalletServer(3, [RAINBOW]);
  const test = setupFoyer(
    { server, ...(options.mobile ? { isMobile: () => true } : {}) },
    { adapter },
  );
  const rendered = renderFoyer({ test });
  return { ...rendered, adapter };
}

const qr = () => modal().findByRole("img", { name: en.pairingQrLabel });
const shownUri = async () => (await qr()).closest(".pairing-qr")?.getAttribute("data-uri");

/** Picks Rainbow, which has no connector here, as from the wallet list. */
async function chooseRainbow(foyer: ReturnType<typeof setup>["foyer"]) {
  await act(async () => {
    await foyer.services?.wallets.fetchFeatured();
    await foyer.services?.wallets.fetchNextPage();
    foyer.open();
    foyer.chooseWallet({ id: "rainbow", name: "Rainbow" });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ConnectingWalletConnect", () => {
  it("shows the pairing URI as a QR code, copies it, and connects when the wallet approves", async () => {
    const { foyer, adapter } = setup();
    await chooseRainbow(foyer);
    expect(await shownUri()).toBe(adapter.uris[0]);
    expect(modal().getByText(en.scanWithWallet("Rainbow"))).toBeTruthy();
    expect(modal().getByLabelText(en.pairingLink)).toHaveProperty("value", adapter.uris[0]);

    const writeText = vi.fn(async (_: string) => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    await act(async () => fireEvent.click(modal().getByRole("button", { name: en.copyLink })));
    expect(writeText).toHaveBeenCalledWith(adapter.uris[0]);
    expect(foyer.stores.toast.getState().message).toBe(en.linkCopied);

    await act(async () => adapter.approve());
    await waitFor(() => expect(foyer.stores.modal.store.getState().open).toBe(false));
    expect(foyer.stores.accounts.get("eip155").address).toBe(PAIRED_ADDRESS);
    expect(foyer.stores.connection.getState()).toMatchObject({
      wcUri: undefined,
      buffering: false,
    });
  });

  it("shows a QR-shaped placeholder at once while the URI is on the way, then the QR", async () => {
    const { foyer, adapter } = setup();
    adapter.holdUris = true;
    await chooseRainbow(foyer);
    const placeholder = await modal().findByRole("progressbar", { name: en.preparingPairing });
    expect(placeholder.classList.contains("pairing-qr")).toBe(true);
    expect(modal().queryByRole("img", { name: en.pairingQrLabel })).toBeNull();

    await act(async () => adapter.releaseUri());
    expect(await shownUri()).toBe(adapter.uris[0]);
    expect(modal().queryByRole("progressbar", { name: en.preparingPairing })).toBeNull();
  });

  it("going back and choosing another wallet shows the same QR at once, not a new pairing", async () => {
    const { foyer, adapter } = setup();
    await chooseRainbow(foyer);
    const first = await shownUri();
    act(() => foyer.goBack());
    expect(foyer.stores.router.current().view).toBe("Connect");
    expect((adapter.abandoned[0] as { code?: string }).code).toBe("PAIRING_LEFT");

    // A fresh pairing would now wait on the placeholder: there must be none.
    adapter.holdUris = true;
    act(() => foyer.chooseWallet({ id: "w1", name: "Wallet 1" }));
    expect(modal().queryByRole("progressbar", { name: en.preparingPairing })).toBeNull();
    expect(await shownUri()).toBe(first);
    expect(modal().getByText(en.scanWithWallet("Wallet 1"))).toBeTruthy();
    expect(adapter.uris).toEqual([first]);

    // And it is the live pairing: the wallet's approval connects.
    await act(async () => adapter.approve());
    await waitFor(() => expect(foyer.stores.modal.store.getState().open).toBe(false));
    expect(foyer.stores.accounts.get("eip155").address).toBe(PAIRED_ADDRESS);
  });

  it("shows 'Connection rejected' with a retry that pairs again with a fresh URI", async () => {
    const { foyer, adapter } = setup();
    await chooseRainbow(foyer);
    await qr();
    await act(async () => adapter.reject());
    expect(await modal().findByText(en.connectionRejected)).toBeTruthy();
    await act(async () => fireEvent.click(modal().getByRole("button", { name: en.tryAgain })));
    expect(await shownUri()).toBe(adapter.uris[1]);
    expect(adapter.uris).toHaveLength(2);
  });

  it("shows 'Failed to connect' with a retry when pairing fails for another reason", async () => {
    const { foyer, adapter } = setup();
    await chooseRainbow(foyer);
    await qr();
    await act(async () => adapter.fail());
    expect(await modal().findByText(en.failedToConnect)).toBeTruthy();
    await act(async () => fireEvent.click(modal().getByRole("button", { name: en.tryAgain })));
    expect(await shownUri()).toBe(adapter.uris[1]);
  });

  it("replaces a URI with under 10 s left by a fresh one, checked every second", async () => {
    const { foyer, adapter, clock } = setup();
    await chooseRainbow(foyer);
    expect(await shownUri()).toBe(adapter.uris[0]);
    // 11 s left, then exactly 10 s: still valid.
    await act(async () => clock.advanceAsync(PAIRING_EXPIRY_MS - 11_000));
    await act(async () => clock.advanceAsync(1_000));
    expect(adapter.uris).toHaveLength(1);
    // 9 s left: expired, so the next check (a second later) pairs again.
    await act(async () => clock.advanceAsync(1_000));
    await waitFor(() => expect(adapter.uris).toHaveLength(2));
    await waitFor(async () => expect(await shownUri()).toBe(adapter.uris[1]));
    // The replaced attempt is not an error on screen.
    expect(modal().queryByRole("alert")).toBeNull();
    expect((adapter.abandoned[0] as { code?: string }).code).toBe("PAIRING_REPLACED");
  });

  it("rejects the pending connect with 'Modal closed' when the modal closes", async () => {
    const { foyer, adapter } = setup();
    await chooseRainbow(foyer);
    await qr();
    act(() => {
      foyer.close();
    });
    await waitFor(() => expect(adapter.abandoned).toHaveLength(1));
    expect((adapter.abandoned[0] as FoyerError).shortMessage).toBe("Modal closed");
    expect(foyer.stores.connection.getState()).toMatchObject({
      wcUri: undefined,
      buffering: false,
      wcError: false,
      status: "disconnected",
    });
  });

  it("on mobile opens the wallet by its deep link, with desktop and web app links", async () => {
    const { foyer, adapter } = setup({ mobile: true });
    await chooseRainbow(foyer);
    const open = await modal().findByRole("link", { name: en.openWallet("Rainbow") });
    const uri = encodeURIComponent(adapter.uris[0] ?? "");
    expect(open.getAttribute("href")).toBe(`rainbow://wc?uri=${uri}`);
    expect(modal().getByRole("link", { name: en.openDesktopApp }).getAttribute("href")).toBe(
      `rainbow-desktop://wc?uri=${uri}`,
    );
    expect(modal().getByRole("link", { name: en.openWebApp }).getAttribute("href")).toBe(
      `https://web.rainbow.example/wc?uri=${uri}`,
    );
    expect(modal().queryByRole("img", { name: en.pairingQrLabel })).toBeNull();
  });
});

describe("ConnectingWalletConnectBasic", () => {
  it("shows a QR code for any wallet", async () => {
    const { foyer, adapter } = setup();
    act(() => foyer.open({ view: "ConnectingWalletConnectBasic" }));
    expect(await shownUri()).toBe(adapter.uris[0]);
    expect(modal().getByText(en.scanWithAnyWallet)).toBeTruthy();
  });

  it("says WalletConnect is not set up when there is no pairing connector", async () => {
    const { foyer } = renderFoyer({ patch: { adapters: [] } });
    act(() => foyer.open());
    expect(await modal().findByText(en.walletConnectUnavailable)).toBeTruthy();
  });
});
