import { act, fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { onrampEn } from "../../i18n/onrampEn.js";
import { walletEn } from "../../i18n/walletEn.js";
import { setupWalletFoyer } from "../../testing/blockchainServer.js";
import { modal, openConnectedAccount } from "../../testing/renderFoyer.js";

async function openAccount(setup: ReturnType<typeof setupWalletFoyer>) {
  await openConnectedAccount(setup.foyer);
}

describe("Buy (onramp)", () => {
  it("says card purchases are not available in a restricted region", async () => {
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: "Asia/Shanghai",
    });
    try {
      const setup = setupWalletFoyer();
      await openAccount(setup);
      fireEvent.click(modal().getByRole("button", { name: walletEn.buy }));
      await waitFor(() => expect(modal().getByRole("alert").textContent).toBe(onrampEn.restricted));
      expect(modal().queryByLabelText(onrampEn.amount)).toBeNull();
    } finally {
      zone.mockRestore();
    }
  });

  it("is the first wallet action while the onramp feature is on, and hidden when it is off", async () => {
    const on = setupWalletFoyer();
    await openAccount(on);
    const actions = modal()
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(actions.indexOf(walletEn.buy)).toBeLessThan(actions.indexOf(walletEn.swap));
    document.body.innerHTML = "";

    const off = setupWalletFoyer();
    act(() => off.foyer.applyRemoteFeatures({ onramp: false }));
    await openAccount(off);
    expect(modal().queryByRole("button", { name: walletEn.buy })).toBeNull();
  });

  it("without an answer from the server, offers the built-in options and says the quote is an estimate", async () => {
    // The scripted server knows no onramp route: options and quotes fail (behaviour §7 fallbacks).
    const setup = setupWalletFoyer();
    await openAccount(setup);
    fireEvent.click(modal().getByRole("button", { name: walletEn.buy }));
    const amount = await waitFor(() => modal().getByLabelText(onrampEn.amount));
    const asset = modal().getByRole("combobox", { name: onrampEn.buy }) as HTMLSelectElement;
    expect([...asset.options].map((option) => option.textContent)).toEqual([
      "USDC · USD Coin",
      "ETH · Ether",
    ]);
    const pay = modal().getByLabelText(onrampEn.payWith) as HTMLSelectElement;
    expect([...pay.options].map((option) => option.textContent)).toEqual(["USD", "EUR"]);

    fireEvent.change(amount, { target: { value: "7500.5" } });
    expect(modal().getByRole("alert").textContent).toBe(onrampEn.aboveMaximum("7500.00", "USD"));
    fireEvent.change(amount, { target: { value: "100" } });
    await act(() => setup.clock.advanceAsync(1_000));
    await waitFor(() => expect(modal().getByText(onrampEn.estimate)).toBeTruthy());
    expect(modal().getByTestId("onramp-total").textContent).toBe(onrampEn.total("102.00 USD"));
  });

  it("by bank transfer (ACH) checks the bank account's limits as you type", async () => {
    const setup = setupWalletFoyer();
    await openAccount(setup);
    fireEvent.click(modal().getByRole("button", { name: walletEn.buy }));
    const amount = await waitFor(() => modal().getByLabelText(onrampEn.amount));
    const method = modal().getByRole("combobox", {
      name: onrampEn.paymentMethod,
    }) as HTMLSelectElement;
    expect([...method.options].map((option) => option.textContent)).toEqual([
      onrampEn.card,
      onrampEn.bankTransfer,
    ]);
    fireEvent.change(amount, { target: { value: "8000" } });
    expect(modal().getByRole("alert").textContent).toBe(onrampEn.aboveMaximum("7500.00", "USD"));
    fireEvent.change(method, { target: { value: "ach_bank_account" } });
    expect(modal().queryByRole("alert")).toBeNull();
    expect(modal().getByText(onrampEn.limitsBank("10.00", "25000.00", "USD"))).toBeTruthy();
    fireEvent.change(amount, { target: { value: "25000.01" } });
    expect(modal().getByRole("alert").textContent).toBe(onrampEn.aboveMaximum("25000.00", "USD"));
    fireEvent.change(amount, { target: { value: "5" } });
    expect(modal().getByRole("alert").textContent).toBe(onrampEn.belowMinimum("10.00", "USD"));
  });
});
