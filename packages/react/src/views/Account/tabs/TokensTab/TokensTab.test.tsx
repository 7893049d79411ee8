import { coreText, messages } from "@foyer/core/internal";
import { act, fireEvent, render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../../../i18n/en.js";
import { walletEn } from "../../../../i18n/walletEn.js";
import { FoyerProvider } from "../../../../provider/FoyerProvider.js";
import { sampleBalances, setupWalletFoyer } from "../../../../testing/blockchainServer.js";
import { modal, openConnectedAccount } from "../../../../testing/renderFoyer.js";

async function openAccount(setup = setupWalletFoyer()) {
  await openConnectedAccount(setup.foyer);
  return setup;
}

const tokenRows = () => modal().getByRole("list", { name: en.tokens }).querySelectorAll("li");
const panelText = () => modal().getByRole("tabpanel").textContent;
const showTab = (name: string) => fireEvent.click(modal().getByRole("tab", { name }));

describe("Tokens tab", () => {
  it("lists balances by value with 3-decimal quantities, 2-decimal fiat and the total", async () => {
    const { server } = await openAccount();
    await waitFor(() => expect(tokenRows()).toHaveLength(2));
    const [first, second] = [...tokenRows()].map((row) => row.textContent);
    expect(first).toContain("Ether");
    expect(first).toContain("1.500 ETH");
    expect(first).toContain("$3,000.00");
    expect(second).toContain("Foyer USD");
    expect(second).toContain("1,234.565 FUSD");
    expect(second).toContain("$1,234.57");
    expect(modal().getByTestId("token-total").textContent).toBe("$4,234.57");
    const balance = server.requests.find((r) => r.pathname.endsWith("/balance"));
    expect(balance?.pathname).toBe(
      "/v1/account/0x1234567890abcdef1234567890abcdef12abcdef/balance",
    );
    expect(balance?.searchParams.get("chainId")).toBe("eip155:1");
    expect(balance?.searchParams.get("currency")).toBe("usd");
  });

  it("prices tokens through POST /v1/fungible/price: unit prices, values and the total follow it", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.prices.set("eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", 2500);
    await openAccount(setup);
    // 1.5002 ETH at 2,500 plus 1,234.565 FUSD at the balance route's 1.
    await waitFor(() => expect(modal().getByTestId("token-total").textContent).toBe("$4,985.07"));
    const [first, second] = [...tokenRows()].map((row) => row.textContent);
    expect(first).toContain("$3,750.50");
    expect(first).toContain(walletEn.unitPrice("$2,500.00", "ETH"));
    // Not priced by the route: the balance route's price and value.
    expect(second).toContain("$1,234.57");
    expect(second).toContain(walletEn.unitPrice("$1.00", "FUSD"));
    const asked = setup.server.requests.find((r) => r.pathname === "/v1/fungible/price");
    expect(asked).toBeDefined();
  });

  it("marks the values as devnet prices only when the server says its prices are a devnet's", async () => {
    const devnet = setupWalletFoyer();
    act(() => devnet.foyer.stores.features.setState({ prices: "devnet" }));
    await openAccount(devnet);
    await waitFor(() => expect(tokenRows()).toHaveLength(2));
    const mark = modal().getByTestId("devnet-prices");
    expect(mark.textContent).toBe(walletEn.devnetPrices);
    expect(mark.getAttribute("title")).toBe(walletEn.devnetPricesHint);
    document.body.innerHTML = "";

    const market = setupWalletFoyer();
    act(() => market.foyer.stores.features.setState({ prices: "market" }));
    await openAccount(market);
    await waitFor(() => expect(tokenRows()).toHaveLength(2));
    expect(modal().queryByTestId("devnet-prices")).toBeNull();
  });

  it("drops tokens whose decimals are '0'", async () => {
    await openAccount();
    await waitFor(() => expect(tokenRows()).toHaveLength(2));
    expect(modal().queryByText(/Points/)).toBeNull();
  });

  it("shows a loading skeleton, then the empty state when the account holds nothing", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.balances = [[]];
    render(<FoyerProvider foyer={setup.foyer} />);
    await act(() => setup.foyer.connect("metamask"));
    act(() => setup.foyer.open());
    await waitFor(() =>
      expect(modal().getByRole("status", { name: walletEn.loadingTokens })).toBeTruthy(),
    );
    await waitFor(() => expect(modal().getByText(en.noTokens)).toBeTruthy());
  });

  it("toasts 'Token Balance Unavailable' once and does not refetch within 30 s", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.balances = [{ fail: 400 }, sampleBalances()];
    const { foyer, server, clock } = await openAccount(setup);
    await waitFor(() => expect(panelText()).toBe(messages.tokenBalanceUnavailable));
    expect(foyer.stores.toast.getState()).toMatchObject({
      open: true,
      variant: "error",
      message: coreText("tokenBalanceUnavailable", messages.tokenBalanceUnavailable),
    });
    expect(server.count("/balance")).toBe(1);

    act(() => foyer.stores.toast.hide());
    clock.advance(29_000);
    showTab(en.nfts);
    showTab(en.tokens);
    await waitFor(() => expect(panelText()).toBe(messages.tokenBalanceUnavailable));
    expect(server.count("/balance")).toBe(1);
    expect(foyer.stores.toast.getState().open).toBe(false);

    clock.advance(1_000);
    showTab(en.nfts);
    showTab(en.tokens);
    await waitFor(() => expect(tokenRows()).toHaveLength(2));
    expect(server.count("/balance")).toBe(2);
  });

  it("says 'Token Balance Unavailable' on a network the server does not serve", async () => {
    const { foyer, server } = await openAccount();
    await waitFor(() => expect(tokenRows()).toHaveLength(2));
    await act(() => foyer.switchNetwork("eip155:8453"));
    await waitFor(() =>
      expect(foyer.stores.toast.getState().message).toEqual(
        coreText("tokenBalanceUnavailable", messages.tokenBalanceUnavailable),
      ),
    );
    expect(server.count("/balance")).toBe(1);
  });
});
