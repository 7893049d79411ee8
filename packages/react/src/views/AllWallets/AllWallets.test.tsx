import { mainnet, solanaMainnet } from "@foyer/core/testing";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../i18n/en.js";
import { modal, renderFoyer } from "../../testing/renderFoyer.js";
import { createWalletServer } from "../../testing/walletServer.js";

const walletButtons = () =>
  modal()
    .queryAllByRole("button")
    .filter((b) => b.textContent?.startsWith("Wallet"));

// happy-dom has no layout, so every element measures 0 × 0; the virtualiser would show no rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains("scroller") ? 360 : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", clientHeight);
  else Reflect.deleteProperty(HTMLElement.prototype, "clientHeight");
});

describe("AllWallets", () => {
  it("virtualises: renders only the rows in view out of a page of 40", async () => {
    const { server } = createWalletServer(100);
    const { foyer } = renderFoyer({ patch: { server } });
    act(() => foyer.open({ view: "AllWallets" }));
    await waitFor(() => expect(walletButtons().length).toBeGreaterThan(0));
    expect(foyer.services?.wallets.getState().wallets).toHaveLength(40);
    expect(walletButtons().length).toBeLessThan(20);
    // Only the first 20 of a page carry an image, and the first rows are among them.
    expect(walletButtons()[0]?.querySelector("img")?.getAttribute("src")).toContain(
      "/getWalletImage/img0",
    );
  });

  it("loads the next page when scrolled near the end", async () => {
    const { server, queries } = createWalletServer(100);
    const { foyer } = renderFoyer({ patch: { server } });
    act(() => foyer.open({ view: "AllWallets" }));
    await waitFor(() => expect(walletButtons().length).toBeGreaterThan(0));
    const scroller = modal().getByRole("region", { name: en.walletList });
    scroller.scrollTop = 40 * 58 - 360;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(foyer.services?.wallets.getState().page).toBe(2));
    // Page requests only: the provider's idle warm-up also asks for the 4 recommended wallets.
    const pages = queries.filter((q) => q.get("entries") === "40");
    expect(pages.map((q) => q.get("page"))).toEqual(["1", "2"]);
  });

  it("searches with a loading state while the store's 300 ms pass, then shows results", async () => {
    const { server } = createWalletServer(100);
    const { foyer, clock } = renderFoyer({ patch: { server } });
    act(() => foyer.open({ view: "AllWallets" }));
    await waitFor(() => expect(walletButtons().length).toBeGreaterThan(0));
    fireEvent.change(modal().getByRole("searchbox", { name: en.searchWallets }), {
      target: { value: "Wallet 42" },
    });
    expect(modal().getByRole("progressbar", { name: en.searching })).toBeTruthy();
    await act(() => clock.advanceAsync(299));
    expect(modal().getByRole("progressbar", { name: en.searching })).toBeTruthy();
    await act(() => clock.advanceAsync(1));
    await waitFor(() => expect(walletButtons().map((b) => b.textContent)).toEqual(["Wallet 42"]));
  });

  it("says so when a search finds nothing", async () => {
    const { server } = createWalletServer(10);
    const { foyer, clock } = renderFoyer({ patch: { server } });
    act(() => foyer.open({ view: "AllWallets" }));
    fireEvent.change(modal().getByRole("searchbox"), { target: { value: "nope" } });
    await act(() => clock.advanceAsync(300));
    expect(await modal().findByText(en.noSearchResults("nope"))).toBeTruthy();
  });

  it("filters by namespace with chips; all on clears the filter", async () => {
    const { server, queries } = createWalletServer(10);
    // Chips show only when the app spans more than one namespace.
    const { foyer: multi } = renderFoyer({ patch: { server, networks: [mainnet, solanaMainnet] } });
    act(() => multi.open({ view: "AllWallets" }));
    const solana = await modal().findByRole("button", { name: "Solana" });
    expect(solana.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(solana);
    expect(multi.services?.wallets.getState().namespaceFilter).toEqual(["eip155"]);
    await waitFor(() => expect(queries.at(-1)?.get("chains")).toBe("eip155:1"));
    fireEvent.click(modal().getByRole("button", { name: "Solana" }));
    expect(multi.services?.wallets.getState().namespaceFilter).toBeUndefined();
  });

  it("a wallet with a connector here opens ConnectingExternal, others ConnectingWalletConnect", async () => {
    const { server } = createWalletServer(5, [{ id: "mm-registry", name: "Wallet MetaMask" }]);
    const { foyer } = renderFoyer({ patch: { server } });
    act(() => foyer.open({ view: "AllWallets" }));
    fireEvent.click(await modal().findByRole("button", { name: "Wallet 3" }));
    expect(await modal().findByText(en.walletConnectUnavailable)).toBeTruthy();
    act(() => foyer.goBack());
    fireEvent.click(await modal().findByRole("button", { name: "Wallet MetaMask" }));
    expect(foyer.stores.router.current().view).toBe("ConnectingExternal");
  });
});
