import { act, fireEvent, render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en.js";
import { FoyerProvider } from "../../provider/FoyerProvider.js";
import { setupWalletFoyer } from "../../testing/blockchainServer.js";
import { modal, renderFoyer } from "../../testing/renderFoyer.js";
import { createWalletServer } from "../../testing/walletServer.js";

describe("Networks", () => {
  it("lists the app's networks with the active one marked", async () => {
    const { foyer } = renderFoyer();
    act(() => foyer.open({ view: "Networks" }));
    const ethereum = await modal().findByRole("button", { name: /Ethereum/ });
    expect(ethereum.getAttribute("aria-current")).toBe("true");
    expect(modal().getByRole("button", { name: /Base/ }).getAttribute("aria-current")).toBeNull();
    expect(modal().getByRole("dialog", { name: en.networks })).toBeTruthy();
  });

  it("shows each network's image from the server's network image route", async () => {
    const { foyer } = renderFoyer({ patch: { server: createWalletServer(0).server } });
    act(() => foyer.open({ view: "Networks" }));
    const ethereum = await modal().findByRole("button", { name: /Ethereum/ });
    const image = ethereum.querySelector("img");
    expect(image?.getAttribute("src")).toBe(foyer.services?.registry.assetImageUrl("eip155:1"));
    expect(image?.getAttribute("src")).toMatch(
      /^http:\/\/foyer\.test\/public\/getAssetImage\/eip155%3A1\?projectId=/,
    );
    expect(image?.getAttribute("alt")).toBe("");
  });

  it("without a wallet, picking a network switches at once", async () => {
    const { foyer } = renderFoyer();
    act(() => foyer.open({ view: "Networks" }));
    fireEvent.click(await modal().findByRole("button", { name: /Base/ }));
    await waitFor(() =>
      expect(foyer.stores.networks.store.getState().activeNetworks.eip155?.name).toBe("Base"),
    );
  });

  it("with a wallet, SwitchNetwork waits for it, retries after a refusal, then shows Account", async () => {
    const { foyer, adapter } = renderFoyer();
    await act(() => foyer.connect("metamask"));
    act(() => foyer.open({ view: "Networks" }));
    adapter.failNext("switchNetwork", { code: 4001, message: "User rejected" });
    fireEvent.click(await modal().findByRole("button", { name: /Base/ }));
    expect(await modal().findByText(en.switchRejected)).toBeTruthy();
    fireEvent.click(modal().getByRole("button", { name: en.tryAgain }));
    await waitFor(() => expect(foyer.stores.router.current().view).toBe("Account"));
    expect(adapter.calls.filter((c) => c.startsWith("switchNetwork"))).toHaveLength(2);
    expect(foyer.stores.networks.store.getState().activeNetworks.eip155?.name).toBe("Base");
  });

  it("a finished switch leaves a sign-in view that took over the modal in place", async () => {
    const { foyer, adapter } = renderFoyer();
    await act(() => foyer.connect("metamask"));
    const realSwitch = adapter.switchNetwork.bind(adapter);
    let finish: () => void = () => {};
    adapter.switchNetwork = (...args: Parameters<typeof realSwitch>) =>
      new Promise((resolve, reject) => {
        finish = () => realSwitch(...args).then(resolve, reject);
      });
    act(() => foyer.open({ view: "Networks" }));
    fireEvent.click(await modal().findByRole("button", { name: /Base/ }));
    expect(await modal().findByText(en.approveInWallet("Base"))).toBeTruthy();
    // The new network has no session: sign-in opens its view while the switch settles.
    act(() => foyer.stores.router.reset({ view: "SIWXSignMessage" }));
    await act(async () => finish());
    await waitFor(() =>
      expect(foyer.stores.networks.store.getState().activeNetworks.eip155?.name).toBe("Base"),
    );
    expect(foyer.stores.router.current().view).toBe("SIWXSignMessage");
  });

  it("SwitchNetwork shows the waiting state and a failure", async () => {
    const { foyer, adapter } = renderFoyer();
    await act(() => foyer.connect("metamask"));
    let fail: (error: unknown) => void = () => {};
    adapter.switchNetwork = () =>
      new Promise((_resolve, reject) => {
        fail = reject;
      });
    act(() => foyer.open({ view: "Networks" }));
    fireEvent.click(await modal().findByRole("button", { name: /Base/ }));
    expect(await modal().findByText(en.approveInWallet("Base"))).toBeTruthy();
    await act(async () => fail({ code: -32603, message: "internal" }));
    expect(await modal().findByText(en.switchFailed)).toBeTruthy();
  });
});

describe("UnsupportedChain", () => {
  it("opens when the wallet moves to an unlisted network, offers the app's networks, and switches", async () => {
    const { foyer, adapter } = renderFoyer();
    await act(() => foyer.connect("metamask"));
    act(() =>
      adapter.emit("chainChanged", { connectorId: "metamask", caipNetworkId: "eip155:999" }),
    );
    expect(await modal().findByText(en.unsupportedChain)).toBeTruthy();
    expect(modal().getByRole("dialog", { name: en.unsupportedChainTitle })).toBeTruthy();
    // The wallet is on none of the listed networks, so none is marked active.
    expect(
      modal()
        .getByRole("button", { name: /Ethereum/ })
        .getAttribute("aria-current"),
    ).toBeNull();
    fireEvent.click(modal().getByRole("button", { name: /Base/ }));
    await waitFor(() => expect(foyer.stores.router.current().view).toBe("Account"));
    expect(adapter.calls).toContain("switchNetwork:metamask:eip155:8453");
  });

  it("offers to disconnect instead", async () => {
    const { foyer, adapter } = renderFoyer();
    await act(() => foyer.connect("metamask"));
    act(() =>
      adapter.emit("chainChanged", { connectorId: "metamask", caipNetworkId: "eip155:999" }),
    );
    fireEvent.click(await modal().findByRole("button", { name: en.disconnect }));
    await waitFor(() => expect(foyer.isConnected()).toBe(false));
  });
});

describe("Networks the provider server does not serve", () => {
  it("are marked 'Not available on this server', named by their network alone", async () => {
    // The scripted server serves eip155:1 only.
    const setup = setupWalletFoyer();
    render(<FoyerProvider foyer={setup.foyer} />);
    act(() => setup.foyer.open({ view: "Networks" }));
    const base = await modal().findByRole("button", { name: "Base" });
    await waitFor(() => expect(base.textContent).toContain(en.networkNotServed));
    expect(modal().getByRole("button", { name: "Base", description: en.networkNotServed })).toBe(
      base,
    );
    const ethereum = modal().getByRole("button", { name: /Ethereum/ });
    expect(ethereum.textContent).not.toContain(en.networkNotServed);
    expect(ethereum.getAttribute("aria-describedby")).toBeNull();
  });

  it("the account on one says so instead of failing call after call", async () => {
    const setup = setupWalletFoyer();
    render(<FoyerProvider foyer={setup.foyer} />);
    // Chosen before the server's list was known (here: by the app), then connected on it.
    await act(() => setup.foyer.switchNetwork("eip155:8453"));
    await act(() => setup.foyer.connect("metamask"));
    act(() => setup.foyer.open());
    expect((await modal().findByTestId("network-not-served")).textContent).toBe(
      en.networkNotServedBody("Base"),
    );
  });

  it("say nothing while the server's list is unknown", async () => {
    const { foyer } = renderFoyer();
    act(() => foyer.open({ view: "Networks" }));
    await modal().findByRole("button", { name: /Base/ });
    expect(modal().queryByText(en.networkNotServed)).toBeNull();
  });
});
