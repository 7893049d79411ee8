import { createLocalSiwx, createMemoryStorage, type Foyer } from "@foyer/core";
import { ALERTS, foyerMessages, messages } from "@foyer/core/internal";
import { createFakeFetch, mainnet } from "@foyer/core/testing";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConnectButton } from "../components/ConnectButton/ConnectButton.js";
import { en } from "../i18n/en.js";
import { FoyerProvider } from "../provider/FoyerProvider.js";
import {
  LONG_ADDRESS,
  modal,
  modalHost,
  modalRoot,
  renderFoyer,
  setupTestFoyer,
} from "../testing/renderFoyer.js";
import { MODAL_WIDTH_PX } from "./styles.js";

function withWalletServer(count = 427) {
  const fake = createFakeFetch();
  fake.route("/getWallets", {
    status: 200,
    body: { data: [{ id: "zerion", name: "Zerion", image_id: "z1" }], count },
  });
  return { server: { baseUrl: "http://foyer.test", fetch: fake.fetch } };
}

const dialog = () => modal().getByRole("dialog");

async function connectThroughModal(foyer: Foyer) {
  act(() => foyer.open());
  fireEvent.click(modal().getByRole("button", { name: /^METAMASK/ }));
  await waitFor(() => expect(foyer.stores.modal.store.getState().open).toBe(false));
}

describe("modal shell", () => {
  it("lives in a shadow root on a host appended to body, so host CSS can't reach in", () => {
    const style = document.createElement("style");
    style.textContent = "button { color: red }";
    document.head.append(style);
    const { foyer } = renderFoyer();
    act(() => foyer.open());
    const { host, shadow } = modalHost();
    expect(host.parentElement).toBe(document.body);
    // The dialog is only reachable through the shadow root: light-DOM queries (and selectors) miss it.
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(shadow.querySelector('[role="dialog"]')).not.toBeNull();
    // The modal's rules are sheets the shadow root adopts: no <style> element in it.
    const card = shadow.adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules])
      .find((rule) => (rule as CSSStyleRule).selectorText === ".card") as CSSStyleRule;
    expect(card.style.width).toBe(`${MODAL_WIDTH_PX}px`);
    expect(shadow.querySelector("style")).toBeNull();
    style.remove();
  });

  it("is a labelled modal dialog with back and close buttons", () => {
    const { foyer } = renderFoyer();
    act(() => foyer.open());
    expect(dialog().getAttribute("aria-modal")).toBe("true");
    expect(modal().getByRole("dialog", { name: en.connectWallet })).toBeTruthy();
    expect(modal().getByRole("button", { name: en.close })).toBeTruthy();
    expect(modal().queryByRole("button", { name: en.back })).toBeNull();
    act(() => foyer.stores.router.push({ view: "AllWallets" }));
    fireEvent.click(modal().getByRole("button", { name: en.back }));
    expect(foyer.stores.router.current().view).toBe("Connect");
  });

  it("applies the theme variables, mode and z-index", () => {
    const { foyer } = renderFoyer({
      props: { themeMode: "dark", themeVariables: { accent: "#ff0000" }, zIndex: 1234 },
    });
    act(() => foyer.open());
    const root = modalRoot();
    expect(root.dataset.theme).toBe("dark");
    expect(root.style.getPropertyValue("--foyer-accent")).toBe("#ff0000");
    expect(root.style.getPropertyValue("--foyer-background")).toBe("#17181c");
    expect(root.style.zIndex).toBe("1234");
  });

  it("wears createFoyer's themeMode when the provider is given none", () => {
    renderFoyer({ patch: { themeMode: "dark" } });
    expect(modalRoot().dataset.theme).toBe("dark");
  });

  it("refuses a provider themeMode outside light and dark, as createFoyer does", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderFoyer({ props: { themeMode: "sepia" as never } })).toThrow(
      foyerMessages.invalidThemeMode('"sepia"'),
    );
    quiet.mockRestore();
  });

  it("uses z-index 999 by default", () => {
    renderFoyer();
    expect(modalRoot().style.zIndex).toBe("999");
  });

  it("Escape closes through core and focus returns to the opener", async () => {
    const { foyer } = renderFoyer({ children: <ConnectButton /> });
    const opener = screen.getByRole("button", { name: en.connectWallet });
    opener.focus();
    fireEvent.click(opener);
    expect(foyer.stores.modal.store.getState().open).toBe(true);
    expect(document.activeElement).not.toBe(opener);
    fireEvent.keyDown(dialog(), { key: "Escape" });
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    expect(modalHost().shadow.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("Escape can't close a required sign-in without a session; the card shakes", () => {
    const { foyer } = renderFoyer({
      patch: { siwx: createLocalSiwx({ storage: createMemoryStorage(), required: true }) },
    });
    act(() => foyer.open({ view: "SIWXSignMessage" }));
    fireEvent.keyDown(dialog(), { key: "Escape" });
    expect(foyer.stores.modal.store.getState().open).toBe(true);
    expect(dialog().className).toContain("shake");
  });

  it("a view change that removes the focused control keeps focus in the dialog", () => {
    const { foyer } = renderFoyer({ patch: withWalletServer() });
    act(() => foyer.open());
    const row = modal().getAllByRole("button").at(-1)!;
    row.focus();
    expect(modalHost().shadow.activeElement).toBe(row);
    // Core swaps the view (as sign-in does after connecting); the focused row goes away.
    act(() => foyer.stores.router.reset({ view: "Networks" }));
    expect(row.isConnected).toBe(false);
    expect(modalHost().shadow.activeElement).toBe(dialog());
  });

  it("traps focus: Tab from the last control goes to the first, Shift+Tab back", () => {
    const { foyer } = renderFoyer();
    act(() => foyer.open());
    const buttons = modal().getAllByRole("button");
    const first = buttons[0]!;
    const last = buttons[buttons.length - 1]!;
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(modalHost().shadow.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Tab", shiftKey: true });
    expect(modalHost().shadow.activeElement).toBe(last);
  });

  it("shows an explicit state for a view this build doesn't have", () => {
    const { foyer } = renderFoyer();
    act(() => {
      foyer.open();
      foyer.stores.router.push({ view: "Nowhere" } as never);
    });
    expect(modal().getByRole("alert").textContent).toContain(en.viewUnavailable);
    expect(modal().getByRole("dialog", { name: en.viewUnavailable })).toBeTruthy();
  });

  it("Connect links newcomers to What is a wallet?, whose button leads to the wallets", async () => {
    const { foyer } = renderFoyer();
    act(() => foyer.open());
    fireEvent.click(modal().getByRole("button", { name: en.whatIsAWallet }));
    expect(await modal().findByText(en.walletExplainedKeys)).toBeTruthy();
    expect(modal().getByRole("dialog", { name: en.whatIsAWallet })).toBeTruthy();
    fireEvent.click(modal().getByRole("button", { name: en.chooseAWallet }));
    expect(foyer.stores.router.current().view).toBe("AllWallets");
  });

  it("waits behind a loading state on Connect while the project's features load", () => {
    const { foyer } = renderFoyer();
    act(() => {
      foyer.stores.modal.setLoading(true);
      foyer.open();
    });
    expect(modal().getByRole("progressbar", { name: en.loading })).toBeTruthy();
    expect(modal().queryByRole("button", { name: en.whatIsAWallet })).toBeNull();
    act(() => foyer.stores.modal.setLoading(false));
    expect(modal().queryByRole("progressbar", { name: en.loading })).toBeNull();
    expect(modal().getByRole("button", { name: en.whatIsAWallet })).toBeTruthy();
  });

  it("with the legal checkbox on, nothing connects until the terms are accepted", () => {
    const { foyer } = renderFoyer({
      patch: {
        features: { legalCheckbox: true },
        termsConditionsUrl: "https://app.example/terms",
        privacyPolicyUrl: "https://app.example/privacy",
      },
    });
    act(() => foyer.open());
    const checkbox = modal().getByRole("checkbox");
    expect(checkbox.closest("label")?.textContent).toBe(
      en.legalConsent.replace("{terms}", en.termsOfService).replace("{privacy}", en.privacyPolicy),
    );
    expect(modal().getByRole("link", { name: en.termsOfService }).getAttribute("href")).toBe(
      "https://app.example/terms",
    );
    // Every way in sits in one fieldset, disabled until the terms are accepted.
    const methods = modal()
      .getByRole("button", { name: /metamask/i })
      .closest("fieldset");
    expect(methods?.disabled).toBe(true);
    fireEvent.click(checkbox);
    expect(foyer.stores.legal.getState().accepted).toBe(true);
    expect(methods?.disabled).toBe(false);
  });

  it("every control in the Connect view has an accessible name", () => {
    const { foyer } = renderFoyer({ patch: withWalletServer() });
    act(() => foyer.open());
    for (const button of modal().getAllByRole("button")) {
      expect(button.getAttribute("aria-label") ?? button.textContent?.trim()).toBeTruthy();
    }
  });
});

describe("Connect → ConnectingExternal → Account", () => {
  it("lists recent wallets first, then installed connectors, then All wallets with its count", async () => {
    const test = setupTestFoyer(withWalletServer());
    await test.foyer.connect("rabby");
    await test.foyer.disconnect();
    renderFoyer({ test });
    act(() => test.foyer.open());
    const rows = () =>
      modal()
        .getAllByRole("button")
        .filter((b) => b.classList.contains("wallet-row"))
        .map((b) => [
          // The name is the row's own text, beside its image and tags.
          [...b.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join(""),
          b.querySelector(".tag")?.textContent,
        ]);
    await waitFor(() => expect(rows()).toContainEqual(["All wallets", "420+"]));
    expect(rows()).toEqual([
      ["RABBY", en.recent],
      ["METAMASK", en.installed],
      ["Zerion", undefined],
      ["All wallets", "420+"],
    ]);
    expect(modal().getByRole("button", { name: /^All wallets\s*420\+$/ })).toBeTruthy();
  });

  it("has no All wallets row without a provider server", () => {
    const { foyer } = renderFoyer();
    act(() => foyer.open());
    expect(modal().queryByRole("button", { name: /All wallets/ })).toBeNull();
  });

  it("choosing a connector waits in the wallet, then the Account view shows the account", async () => {
    const { foyer, adapter } = renderFoyer();
    let approve: () => void = () => {};
    const connect = adapter.connect.bind(adapter);
    adapter.connect = (id, options) =>
      new Promise((resolve) => {
        approve = () => resolve(connect(id, options));
      });
    act(() => foyer.open());
    fireEvent.click(modal().getByRole("button", { name: /^METAMASK/ }));
    expect(await modal().findByText(en.continueIn("METAMASK"))).toBeTruthy();
    expect(modal().getByRole("progressbar")).toBeTruthy();
    expect(modal().getByRole("dialog", { name: "METAMASK" })).toBeTruthy();
    await act(async () => approve());
    await waitFor(() => expect(foyer.stores.modal.store.getState().open).toBe(false));
    act(() => foyer.open());
    expect(await modal().findByText("0x1234…abcdef")).toBeTruthy();
    expect(modal().getByText("1.500 ETH")).toBeTruthy();
  });

  it("asks the wallet once per attempt under StrictMode", async () => {
    const test = setupTestFoyer();
    render(
      <StrictMode>
        <FoyerProvider foyer={test.foyer} />
      </StrictMode>,
    );
    act(() => test.foyer.open());
    fireEvent.click(modal().getByRole("button", { name: /^METAMASK/ }));
    await waitFor(() => expect(test.foyer.isConnected()).toBe(true));
    expect(test.adapter.calls.filter((c) => c === "connect:metamask")).toHaveLength(1);
  });

  it("a 4001 shows 'Connection rejected', and Try again asks the wallet again", async () => {
    const { foyer, adapter } = renderFoyer();
    adapter.failNext("connect", { code: 4001, message: "User rejected" });
    act(() => foyer.open());
    fireEvent.click(modal().getByRole("button", { name: /^METAMASK/ }));
    expect(await modal().findByText(messages.connectionRejected)).toBeTruthy();
    fireEvent.click(modal().getByRole("button", { name: en.tryAgain }));
    await waitFor(() => expect(foyer.isConnected()).toBe(true));
    expect(adapter.calls.filter((c) => c === "connect:metamask")).toHaveLength(2);
  });

  it("another failure shows 'Failed to connect' with Try again", async () => {
    const { foyer, adapter } = renderFoyer();
    adapter.failNext("connect", new Error("wallet crashed"));
    act(() => foyer.open());
    fireEvent.click(modal().getByRole("button", { name: /^METAMASK/ }));
    expect(await modal().findByText(messages.failedToConnect)).toBeTruthy();
    expect(modal().getByRole("button", { name: en.tryAgain })).toBeTruthy();
  });

  it("Account copies the address with a toast, and Disconnect returns to Connect", async () => {
    const writes: string[] = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void writes.push(text) },
    });
    const { foyer } = renderFoyer();
    await connectThroughModal(foyer);
    act(() => foyer.open());
    fireEvent.click(await modal().findByRole("button", { name: en.copyAddress }));
    expect(await modal().findByRole("status")).toBeTruthy();
    expect(modal().getByRole("status").textContent).toContain(en.addressCopied);
    expect(writes).toEqual([LONG_ADDRESS]);
    fireEvent.click(modal().getByRole("button", { name: en.disconnect }));
    await waitFor(() => expect(foyer.isConnected()).toBe(false));
    act(() => foyer.open());
    expect(modal().getByRole("dialog", { name: en.connectWallet })).toBeTruthy();
  });

  it("Account has Tokens / NFTs / Activity tabs with honest empty states", async () => {
    const { foyer } = renderFoyer();
    await connectThroughModal(foyer);
    act(() => foyer.open());
    const tablist = await modal().findByRole("tablist");
    expect(tablist).toBeTruthy();
    expect(modal().getByRole("tabpanel").textContent).toBe(en.noTokens);
    fireEvent.click(modal().getByRole("tab", { name: en.nfts }));
    expect(modal().getByRole("tabpanel").textContent).toBe(en.noNfts);
    fireEvent.keyDown(modal().getByRole("tab", { name: en.nfts }), { key: "ArrowRight" });
    expect(modal().getByRole("tab", { name: en.activity }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(modal().getByRole("tabpanel").textContent).toBe(en.noActivity);
  });

  it("links the address on the network's explorer, and every control has a name", async () => {
    const { foyer } = renderFoyer({
      patch: {
        networks: [
          {
            ...mainnet,
            blockExplorers: { default: { name: "Etherscan", url: "https://etherscan.io" } },
          },
        ],
      },
    });
    await connectThroughModal(foyer);
    act(() => foyer.open());
    const link = await modal().findByRole("link", { name: en.viewOnExplorer("Etherscan") });
    expect(link.getAttribute("href")).toBe(`https://etherscan.io/address/${LONG_ADDRESS}`);
    for (const control of [...modal().getAllByRole("button"), ...modal().getAllByRole("tab")]) {
      expect(control.getAttribute("aria-label") ?? control.textContent?.trim()).toBeTruthy();
    }
  });

  it("the network badge opens Networks", async () => {
    const { foyer } = renderFoyer();
    await connectThroughModal(foyer);
    act(() => foyer.open());
    fireEvent.click(await modal().findByRole("button", { name: `${en.switchNetwork}: Ethereum` }));
    expect(foyer.stores.router.current().view).toBe("Networks");
  });
});

describe("toasts and alerts", () => {
  it("renders core's toast by variant", () => {
    const { foyer } = renderFoyer();
    act(() => foyer.stores.toast.showError("Token Balance Unavailable"));
    const toast = modal().getByRole("status");
    expect(toast.dataset.variant).toBe("error");
    expect(toast.textContent).toBe("Token Balance Unavailable");
  });

  it("renders a loading toast with a spinner", () => {
    const { foyer } = renderFoyer();
    act(() => foyer.stores.toast.showLoading("Sending"));
    expect(modal().getByRole("progressbar", { name: "Sending" })).toBeTruthy();
  });

  it("renders an alert (short as title, long as body) even with the modal closed, and dismisses it", () => {
    const { foyer } = renderFoyer({ patch: { projectId: undefined } });
    act(() => foyer.open());
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    const alert = modal().getByRole("alert", {
      name: ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage,
    });
    expect(alert.textContent).toContain(ALERTS.PROJECT_ID_NOT_CONFIGURED.longMessage);
    fireEvent.click(modal().getByRole("button", { name: en.dismiss }));
    expect(modal().queryByRole("alert")).toBeNull();
  });
});

describe("ConnectButton", () => {
  it("shows Connect wallet, then balance and truncated address", async () => {
    const { foyer } = renderFoyer({ children: <ConnectButton /> });
    expect(screen.getByRole("button", { name: en.connectWallet })).toBeTruthy();
    await act(() => foyer.connect("metamask"));
    // The visible text is the accessible name (WCAG 2.5.3 label in name).
    const button = screen.getByRole("button", { name: "1.500 ETH 0x1234…abcdef" });
    fireEvent.click(button);
    expect(foyer.stores.router.current().view).toBe("Account");
  });

  it("shows the network's icon and name beside the connected button, to switch from it", async () => {
    const { foyer } = renderFoyer({ children: <ConnectButton /> });
    expect(screen.queryByRole("button", { name: /^Switch network/ })).toBeNull();
    await act(() => foyer.connect("metamask"));
    const network = await screen.findByRole("button", { name: `${en.switchNetwork}: Ethereum` });
    expect(network.querySelector(".foyer-network-button__name")?.textContent).toBe("Ethereum");
    // Without a logo, the icon is the network's initial on a tile, hidden from assistive tech.
    expect(network.querySelector(".foyer-network-button__icon")?.getAttribute("aria-hidden")).toBe(
      "true",
    );
    fireEvent.click(network);
    expect(foyer.stores.router.current().view).toBe("Networks");
    await act(() => foyer.switchNetwork("eip155:8453"));
    expect(await screen.findByRole("button", { name: `${en.switchNetwork}: Base` })).toBeTruthy();
  });

  it("ConnectButton.Custom hands the state to a render prop", async () => {
    const { foyer } = renderFoyer({
      children: (
        <ConnectButton.Custom>
          {(state) => (
            <output>{state.isConnected ? state.account?.displayAddress : state.status}</output>
          )}
        </ConnectButton.Custom>
      ),
    });
    expect(screen.getByRole("status").textContent).toBe("disconnected");
    await act(() => foyer.connect("metamask"));
    expect(screen.getByRole("status").textContent).toBe("0x1234…abcdef");
  });

  it("two providers on one page share nothing", () => {
    const a = setupTestFoyer();
    const b = setupTestFoyer();
    render(<FoyerProviderPair a={a.foyer} b={b.foyer} />);
    act(() => a.foyer.open());
    expect(b.foyer.stores.modal.store.getState().open).toBe(false);
  });
});

function FoyerProviderPair({ a, b }: { a: Foyer; b: Foyer }) {
  return (
    <>
      <FoyerProvider foyer={a}>
        <ConnectButton />
      </FoyerProvider>
      <FoyerProvider foyer={b}>
        <ConnectButton />
      </FoyerProvider>
    </>
  );
}
