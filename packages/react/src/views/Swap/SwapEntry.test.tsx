import { act, fireEvent, render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { walletEn } from "../../i18n/walletEn.js";
import { FoyerProvider } from "../../provider/FoyerProvider.js";
import { setupWalletFoyer } from "../../testing/blockchainServer.js";
import { modal } from "../../testing/renderFoyer.js";

async function openAccount(setup: ReturnType<typeof setupWalletFoyer>) {
  render(<FoyerProvider foyer={setup.foyer} />);
  await act(() => setup.foyer.connect("metamask"));
  act(() => setup.foyer.open());
  await waitFor(() => expect(modal().getByRole("tablist")).toBeTruthy());
}

const swapButton = () => modal().queryByRole("button", { name: walletEn.swap });

describe("the Swap action in Account (SPEC §9 wallet features)", () => {
  it("shows on a swap chain with the remote swaps feature on, before Send, and opens Swap", async () => {
    const setup = setupWalletFoyer();
    await openAccount(setup);
    const actions = modal()
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(actions.indexOf(walletEn.swap)).toBeGreaterThanOrEqual(0);
    expect(actions.indexOf(walletEn.swap)).toBeLessThan(actions.indexOf(walletEn.send));
    const button = swapButton();
    if (!button) throw new Error("no Swap button");
    fireEvent.click(button);
    expect(setup.foyer.stores.router.current().view).toBe("Swap");
  });

  it("is hidden when the project turns swaps off", async () => {
    const setup = setupWalletFoyer();
    act(() => setup.foyer.applyRemoteFeatures({ swaps: false }));
    await openAccount(setup);
    expect(swapButton()).toBeNull();
  });
});
