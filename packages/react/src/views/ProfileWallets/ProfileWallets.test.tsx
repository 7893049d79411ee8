import { ALERTS } from "@foyer/core/internal";
import { act, fireEvent, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en.js";
import { nameRecord, setupWalletFoyer } from "../../testing/blockchainServer.js";
import { LONG_ADDRESS, modal, renderFoyer } from "../../testing/renderFoyer.js";

const evm = () => modal().findByRole("region", { name: en.namespaceName("eip155") });

describe("ProfileWallets", () => {
  it("with multi-wallet off lists the wallet and offers no second one", async () => {
    const { foyer } = renderFoyer();
    await act(() => foyer.connect("metamask"));
    act(() => foyer.open({ view: "Account" }));
    fireEvent.click(await modal().findByRole("button", { name: en.connectedWallets }));
    const section = await evm();
    expect(section.textContent).toContain("METAMASK");
    expect(section.textContent).toContain(en.active);
    expect(
      within(section).queryByRole("button", { name: en.addWalletTo(en.namespaceName("eip155")) }),
    ).toBeNull();
    // A host that asks anyway meets the info alert.
    act(() => foyer.addWallet("eip155"));
    expect(await modal().findByText(ALERTS.MULTI_WALLET_NOT_ENABLED.shortMessage)).toBeTruthy();
    expect(modal().getByText(ALERTS.MULTI_WALLET_NOT_ENABLED.longMessage)).toBeTruthy();
    expect(foyer.stores.router.current().view).toBe("ProfileWallets");
  });

  it("with multi-wallet on lists every wallet, switches, disconnects one and adds one", async () => {
    const { foyer } = renderFoyer({ patch: { features: { multiWallet: true } } });
    await act(() => foyer.connect("metamask"));
    await act(() => foyer.connect("rabby"));
    act(() => foyer.open({ view: "ProfileWallets" }));
    const section = await evm();
    expect(section.textContent).toContain("RABBY");
    expect(section.textContent).toContain("METAMASK");
    fireEvent.click(within(section).getByRole("button", { name: en.switchTo("METAMASK") }));
    const active = () => foyer.stores.connection.getState().connections.eip155?.activeConnectorId;
    await waitFor(() => expect(active()).toBe("metamask"));
    expect(await modal().findByText(en.walletSwitched)).toBeTruthy();
    expect(within(section).getByRole("button", { name: en.switchTo("RABBY") })).toBeTruthy();

    fireEvent.click(within(section).getByRole("button", { name: en.disconnectWallet("RABBY") }));
    const rabby = () =>
      within(section)
        .getAllByRole("listitem")
        .find((row) => row.textContent?.includes("RABBY"));
    // Let go on purpose: it leaves the list, with nothing left to switch back to.
    await waitFor(() => expect(rabby()).toBeUndefined());
    expect(section.textContent).not.toContain(en.walletDisconnected);
    expect(active()).toBe("metamask");

    fireEvent.click(
      within(section).getByRole("button", { name: en.addWalletTo(en.namespaceName("eip155")) }),
    );
    expect(foyer.stores.router.current().view).toBe("Connect");
  });

  it("shows an eip155 wallet's name instead of its address once known (behaviour §9)", async () => {
    const test = setupWalletFoyer();
    test.server.state.names.set("alice.foyer.id", nameRecord("alice.foyer.id", LONG_ADDRESS));
    act(() =>
      test.foyer.stores.features.setState({
        features: { ...test.foyer.stores.features.getState().features, multiWallet: true },
      }),
    );
    renderFoyer({ test });
    await act(() => test.foyer.connect("metamask"));
    act(() => test.foyer.open({ view: "ProfileWallets" }));
    const section = await evm();
    await waitFor(() => expect(section.textContent).toContain("alice.foyer.id"));
    expect(section.textContent).not.toContain("0x1234…abcdef");
  });
});
