import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../effects/storage.js";
import { ALERTS } from "../errors/alerts.js";
import { foyerMessages } from "../errors/foyerMessages.js";
import { messages } from "../errors/messages.js";
import type { SiweConfig } from "../siwx/legacySiwe.js";
import { createLocalSiwx } from "../siwx/localSiwx.js";
import { createFakeAdapter } from "../testing/fakeAdapter.js";
import { createFakeClock } from "../testing/fakeClock.js";
import { base, mainnet } from "../testing/fixtures.js";
import { setupFoyer } from "../testing/setupFoyer.js";
import { createFoyer } from "./createFoyer.js";

describe("createFoyer options (behaviour §5)", () => {
  it("refuses both siweConfig and siwx", () => {
    const siweConfig: SiweConfig = {
      getNonce: async () => "abcdefgh1",
      createMessage: () => "",
      verifyMessage: async () => true,
      getSession: async () => null,
      signOut: async () => true,
    };
    const siwx = createLocalSiwx({ storage: createMemoryStorage() });
    expect(() => setupFoyer({ siweConfig, siwx })).toThrow(
      expect.objectContaining({
        name: "ConfigurationError",
        code: "SIWE_AND_SIWX_BOTH_SET",
        shortMessage: messages.siweAndSiwxBothSet,
      }),
    );
  });

  it.each([
    ["an empty list", []],
    ["no list at all", undefined as never],
  ])("needs at least one network (%s)", (_name, networks) => {
    expect(() => setupFoyer({ networks })).toThrow(
      expect.objectContaining({ name: "ConfigurationError", code: "NO_NETWORKS" }),
    );
  });

  it.each([undefined, null, "options"])(
    "fails with a ConfigurationError for options %j",
    (input) => {
      expect(() => createFoyer(input as never)).toThrow(
        expect.objectContaining({ name: "ConfigurationError", code: "NO_NETWORKS" }),
      );
    },
  );

  it.each<[unknown, string]>([
    ["system", '"system"'],
    ["Dark", '"Dark"'],
    [1, "a number"],
    [null, "null"],
  ])("refuses themeMode %j with a message naming light and dark", (themeMode, shown) => {
    expect(() => setupFoyer({ themeMode: themeMode as never })).toThrow(
      expect.objectContaining({
        name: "ConfigurationError",
        code: "INVALID_THEME_MODE",
        shortMessage: foyerMessages.invalidThemeMode(shown),
      }),
    );
  });

  it.each([
    [undefined, "light"],
    ["light", "light"],
    ["dark", "dark"],
  ] as const)("takes themeMode %j as %s", (themeMode, expected) => {
    expect(setupFoyer(themeMode ? { themeMode } : {}).foyer.themeMode).toBe(expected);
  });

  it("starts on the default network", () => {
    const { foyer } = setupFoyer({ defaultNetwork: base });
    expect(foyer.stores.networks.store.getState().activeNetworks.eip155).toBe(base);
  });

  it.each([undefined, "", "  "])(
    "a missing project id (%j) does not throw; opening raises PROJECT_ID_NOT_CONFIGURED instead",
    (projectId) => {
      const { foyer } = setupFoyer({ projectId: projectId as string });
      foyer.open();
      expect(foyer.stores.alerts.store.getState().alert).toBe(ALERTS.PROJECT_ID_NOT_CONFIGURED);
      expect(foyer.stores.modal.store.getState().open).toBe(false);
    },
  );
});

describe("two instances share nothing (no module-level singletons)", () => {
  it("keeps modal, router, accounts, networks and storage apart", async () => {
    const one = setupFoyer();
    const two = setupFoyer();
    await one.foyer.connect("metamask");
    await one.foyer.switchNetwork(base);
    one.foyer.open({ view: "Swap" });
    expect(two.foyer.stores.modal.store.getState().open).toBe(false);
    expect(two.foyer.stores.router.current()).toEqual({ view: "Connect" });
    expect(two.foyer.stores.accounts.get("eip155").address).toBeUndefined();
    expect(two.foyer.stores.networks.store.getState().activeNetworks.eip155).toBe(mainnet);
    expect(two.foyer.isConnected()).toBe(false);
  });

  it("an adapter event reaches only the instance using that adapter", () => {
    const one = setupFoyer();
    const two = setupFoyer();
    one.adapter.emit("connected", {
      connection: {
        connectorId: "rabby",
        accounts: [{ address: "0xr", type: "eoa" }],
        caipNetwork: mainnet,
      },
    });
    expect(one.foyer.isConnected()).toBe(true);
    expect(two.foyer.isConnected()).toBe(false);
  });
});

describe("opening and closing (behaviour §2)", () => {
  it.each([
    ["desktop", false, "ConnectingWalletConnectBasic"],
    ["mobile", true, "AllWallets"],
  ])("with no adapters and no address on %s → %s", (_name, mobile, view) => {
    const { foyer } = setupFoyer({ adapters: [], isMobile: () => mobile });
    foyer.open();
    expect(foyer.stores.router.current().view).toBe(view);
    expect(foyer.stores.modal.store.getState().open).toBe(true);
  });

  it.each([
    ["desktop", false, "ConnectingWalletConnectBasic"],
    ["mobile", true, "AllWallets"],
  ])("with only a pairing-only adapter on %s → %s", (_name, mobile, view) => {
    const pairing = Object.assign(createFakeAdapter({ connectors: [] }), { pairingOnly: true });
    const { foyer } = setupFoyer({ adapters: [pairing], isMobile: () => mobile });
    foyer.open();
    expect(foyer.stores.router.current().view).toBe(view);
  });

  it("a pairing-only adapter beside one with browser wallets opens on Connect, on mobile too", () => {
    const pairing = Object.assign(createFakeAdapter({ connectors: [], namespace: "solana" }), {
      pairingOnly: true,
    });
    const browser = createFakeAdapter({ connectors: [] });
    const { foyer } = setupFoyer({ adapters: [browser, pairing], isMobile: () => true });
    foyer.open();
    expect(foyer.stores.router.current().view).toBe("Connect");
  });

  it("ignores a requested view it does not know and applies the opening rules", () => {
    const { foyer } = setupFoyer();
    foyer.open({ view: "Nowhere" } as never);
    expect(foyer.stores.router.current()).toEqual({ view: "Connect" });
  });

  it("opens on a requested view, and closing resets to Connect", () => {
    const { foyer } = setupFoyer();
    foyer.open({ view: "Networks" });
    expect(foyer.stores.router.current().view).toBe("Networks");
    expect(foyer.close()).toBe(true);
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    expect(foyer.stores.router.current()).toEqual({ view: "Connect" });
  });

  it("back from the first view closes the modal", () => {
    const { foyer } = setupFoyer();
    foyer.open();
    foyer.goBack();
    expect(foyer.stores.modal.store.getState().open).toBe(false);
  });

  it("the sign-in view can't be closed while sign-in is required and no session exists: it shakes", () => {
    const clock = createFakeClock();
    const siwx = createLocalSiwx({ storage: createMemoryStorage(), required: true });
    const { foyer } = setupFoyer({ clock, siwx });
    foyer.open({ view: "SIWXSignMessage" });
    expect(foyer.close()).toBe(false);
    expect(foyer.stores.modal.store.getState()).toMatchObject({ open: true, shake: true });
    clock.advance(500);
    expect(foyer.stores.modal.store.getState().shake).toBe(false);
  });

  it("choosing a wallet routes a known connector to ConnectingExternal, else to pairing", () => {
    const { foyer } = setupFoyer();
    foyer.open();
    foyer.chooseWallet({ id: "mm-registry", name: "MetaMask" });
    expect(foyer.stores.router.current()).toMatchObject({
      view: "ConnectingExternal",
      params: { connector: { id: "metamask" } },
    });
    foyer.goBack();
    foyer.chooseWallet({ id: "unknown", name: "Other" });
    expect(foyer.stores.router.current().view).toBe("ConnectingWalletConnect");
  });

  it("subscribe hears any store change until unsubscribed", () => {
    const { foyer } = setupFoyer();
    const listener = vi.fn();
    const off = foyer.subscribe(listener);
    foyer.open();
    expect(listener).toHaveBeenCalled();
    off();
    listener.mockClear();
    foyer.close();
    expect(listener).not.toHaveBeenCalled();
  });

  it("applies the provider's features, keeping defaults for bad keys", () => {
    const { foyer } = setupFoyer();
    foyer.applyRemoteFeatures({ features: { swaps: false, email: "yes" } });
    const { features } = foyer.stores.features.getState();
    expect(features.swaps).toBe(false);
    expect(features.email).toBe(true);
  });
});

describe("the instance's locale", () => {
  it("is the locale option when it names a shipped locale, else the browser's first shipped one", () => {
    vi.stubGlobal("navigator", { languages: ["nl-NL", "es-MX"] });
    try {
      expect(createFoyer({ networks: [mainnet], locale: "ja-JP" }).locale).toBe("ja");
      expect(createFoyer({ networks: [mainnet], locale: "nl" }).locale).toBe("es");
      expect(createFoyer({ networks: [mainnet] }).locale).toBe("es");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("is English without a browser or a shipped language", () => {
    vi.stubGlobal("navigator", undefined);
    try {
      expect(createFoyer({ networks: [mainnet] }).locale).toBe("en");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
