import { ALERTS } from "@foyer/core";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en.js";
import { nameRecord, setupWalletFoyer } from "../../testing/blockchainServer.js";
import { LONG_ADDRESS, modal, renderFoyer } from "../../testing/renderFoyer.js";

describe("ProfileWallets", () => {
  it("explains itself when multi-wallet is off", async () => {
    const { foyer } = renderFoyer();
    act(() => foyer.open({ view: "ProfileWallets" }));
    expect(await modal().findByText(ALERTS.MULTI_WALLET_NOT_ENABLED.shortMessage)).toBeTruthy();
  });

  it("lists connected wallets per namespace, switches and disconnects", async () => {
    const { foyer } = renderFoyer({ patch: { features: { multiWallet: true } } });
    await act(() => foyer.connect("metamask"));
    await act(() => foyer.connect("rabby"));
    act(() => foyer.open({ view: "ProfileWallets" }));
    const section = await modal().findByRole("region", { name: "eip155" });
    expect(section.textContent).toContain("RABBY");
    expect(section.textContent).toContain(en.active);
    fireEvent.click(modal().getByRole("button", { name: en.switchTo("METAMASK") }));
    await waitFor(() =>
      expect(foyer.stores.connection.getState().connections.eip155?.activeConnectorId).toBe(
        "metamask",
      ),
    );
    expect(modal().getByRole("button", { name: en.switchTo("RABBY") })).toBeTruthy();
    fireEvent.click(modal().getByRole("button", { name: en.disconnectWallet("eip155") }));
    await waitFor(() => expect(foyer.isConnected()).toBe(false));
  });

  it("shows an eip155 wallet's name instead of its address once known (SPEC §9)", async () => {
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
    const section = await modal().findByRole("region", { name: "eip155" });
    await waitFor(() => expect(section.textContent).toContain("alice.foyer.id"));
    expect(section.textContent).not.toContain("0x1234…abcdef");
  });
});
