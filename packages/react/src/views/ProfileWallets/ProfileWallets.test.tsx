import { ALERTS } from "@foyer/core";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en.js";
import { modal, renderFoyer } from "../../testing/renderFoyer.js";

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
});
