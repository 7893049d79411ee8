import { activeNetwork } from "@foyer/core/internal";
import { act, fireEvent } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "../../i18n/en.js";
import { walletEn } from "../../i18n/walletEn.js";
import { setupWalletFoyer } from "../../testing/blockchainServer.js";
import { LONG_ADDRESS, modal, openConnectedAccount } from "../../testing/renderFoyer.js";

async function openAccount(setup = setupWalletFoyer()) {
  await openConnectedAccount(setup.foyer, { timeout: 10_000 });
  return setup;
}

/** The Account view's wallet actions, in the order shown. */
const actionNames = () =>
  modal()
    .getAllByRole("button")
    .map((button) => button.textContent)
    .filter((text) =>
      ([walletEn.buy, walletEn.swap, walletEn.receive, walletEn.send] as string[]).includes(
        text ?? "",
      ),
    );

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Receive", () => {
  it("shows the address as a QR code and text on its network, with a warning, and copies it", async () => {
    const setup = await openAccount();
    fireEvent.click(modal().getByRole("button", { name: walletEn.receive }));
    const qr = await modal().findByRole("img", { name: walletEn.receiveQrLabel });
    expect(qr.closest(".pairing-qr")?.getAttribute("data-uri")).toBe(LONG_ADDRESS);
    expect(modal().getByTestId("receive-address").textContent).toBe(LONG_ADDRESS);
    const network = activeNetwork(setup.foyer.stores.networks.store.getState())?.name ?? "";
    expect(network).not.toBe("");
    expect(modal().getByText(walletEn.receiveAddressOn(network))).toBeTruthy();
    expect(modal().getByRole("note").textContent).toBe(walletEn.receiveWarning(network));

    const writeText = vi.fn(async (_: string) => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    await act(async () => fireEvent.click(modal().getByRole("button", { name: en.copyAddress })));
    expect(writeText).toHaveBeenCalledWith(LONG_ADDRESS);
    expect(setup.foyer.stores.toast.getState().message).toBe(en.addressCopied);
  });

  it("is offered in the wallet features' order, and not when the feature is off", async () => {
    const setup = await openAccount();
    expect(actionNames()).toEqual([walletEn.buy, walletEn.swap, walletEn.receive, walletEn.send]);
    const features = setup.foyer.stores.features.getState().features;
    act(() =>
      setup.foyer.stores.features.setState({
        features: { ...features, walletFeaturesOrder: ["send", "receive", "onramp", "swaps"] },
      }),
    );
    expect(actionNames()).toEqual([walletEn.send, walletEn.receive, walletEn.buy, walletEn.swap]);
    act(() => setup.foyer.stores.features.setState({ features: { ...features, receive: false } }));
    expect(actionNames()).not.toContain(walletEn.receive);
  });
});
