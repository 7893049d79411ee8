import { mainnet } from "@foyer/core/testing";
import { act, fireEvent } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { walletEn } from "../../i18n/walletEn.js";
import { setupWalletFoyer } from "../../testing/blockchainServer.js";
import { modal, openConnectedAccount } from "../../testing/renderFoyer.js";

async function openAccount(setup: ReturnType<typeof setupWalletFoyer>) {
  await openConnectedAccount(setup.foyer);
}

const swapButton = () => modal().queryByRole("button", { name: walletEn.swap });

describe("the Swap action in Account (behaviour §9 wallet features)", () => {
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

  it("stays, disabled, on an EVM network without swaps, and says why", async () => {
    // A local chain of its own, not one of the swap chains.
    const devnet2 = {
      ...mainnet,
      id: 31338,
      name: "Foyer Devnet 2",
      caipNetworkId: "eip155:31338" as const,
    };
    const setup = setupWalletFoyer({ networks: [devnet2] });
    await openAccount(setup);
    const button = swapButton() as HTMLButtonElement | null;
    if (!button) throw new Error("no Swap button");
    expect(button.disabled).toBe(true);
    const note = walletEn.swapUnavailable("Foyer Devnet 2");
    expect(modal().getByText(note)).toBeTruthy();
    expect(button.getAttribute("aria-describedby")).toBe(modal().getByText(note).id);
  });

  it("is hidden when the project turns swaps off", async () => {
    const setup = setupWalletFoyer();
    act(() => setup.foyer.applyRemoteFeatures({ swaps: false }));
    await openAccount(setup);
    expect(swapButton()).toBeNull();
  });
});
