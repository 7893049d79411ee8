import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { View } from "../../router/views.js";
import type { setupFoyer } from "../../testing/setupFoyer.js";
import { setupEmbedded } from "../embeddedLogin.testutil.js";
import { abandonsApproval } from "./approvalEvents.js";

function setup(patch: Parameters<typeof setupFoyer>[0] = {}) {
  const test = setupEmbedded(patch);
  const aborts = () => test.wallet.noticesOf("abortRequests").length;
  return { ...test, aborts };
}

describe("abandonsApproval: leaving the frame's screen while it waits", () => {
  it.each<[View, View, boolean, boolean]>([
    ["ApproveTransaction", "Connect", true, true],
    ["ApproveTransaction", "Account", true, true],
    ["ApproveTransaction", "Networks", true, true],
    ["ApproveTransaction", "ApproveTransaction", true, false],
    ["ApproveTransaction", "Connect", false, false],
    ["Account", "Connect", true, false],
    ["Connect", "ApproveTransaction", true, false],
  ])("%s → %s, waiting %s: %s", (from, to, waiting, expected) => {
    expect(abandonsApproval(from, to, waiting)).toBe(expected);
  });
});

describe("approvals in the modal", () => {
  it("closing the modal while the frame waits aborts the request, once", () => {
    const { foyer, wallet, aborts } = setup();
    wallet.approval({ pending: true, request: "signTypedData" });
    expect(foyer.stores.router.current()).toEqual({
      view: "ApproveTransaction",
      params: { request: "signTypedData" },
    });
    foyer.close();
    expect(aborts()).toBe(1);
  });

  it("going back from it while the frame waits aborts too", () => {
    const { foyer, wallet, aborts } = setup();
    foyer.open({ view: "Networks" });
    wallet.approval({ pending: true, request: "sendTransaction" });
    foyer.goBack();
    expect(foyer.stores.router.current().view).toBe("Networks");
    expect(aborts()).toBe(1);
  });

  it("the frame's own end leaves the view without aborting anything", () => {
    const { foyer, wallet, aborts } = setup();
    wallet.approval({ pending: true, request: "signMessage" });
    wallet.approval({ pending: false, ok: true });
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    foyer.open();
    foyer.close();
    expect(aborts()).toBe(0);
  });

  it("a call the wallet does not allow says 'Action not allowed' and leaves the modal as it was", () => {
    const { foyer, wallet, aborts } = setup();
    foyer.open({ view: "Networks" });
    wallet.approval({ pending: false, notAllowed: "eth_sign" });
    expect(foyer.stores.toast.getState()).toMatchObject({
      open: true,
      variant: "error",
      message: coreText("actionNotAllowed", messages.actionNotAllowed),
    });
    expect(foyer.stores.router.current().view).toBe("Networks");
    expect(foyer.stores.modal.store.getState().open).toBe(true);
    expect(aborts()).toBe(0);
  });
});

describe("key export inside the modal", () => {
  async function signedIn() {
    const test = setup();
    test.foyer.open();
    await test.foyer.email.connectEmail("ada@example.com");
    await test.foyer.email.submitOtp("123456");
    test.foyer.open();
    expect(test.foyer.stores.router.current().view).toBe("Account");
    return test;
  }

  it("shows ApproveTransaction for the export, then returns to the account", async () => {
    const { foyer, wallet, aborts } = await signedIn();
    wallet.hold("exportKey");
    const running = foyer.email.exportKey();
    expect(foyer.stores.router.current()).toEqual({
      view: "ApproveTransaction",
      params: { request: "exportKey" },
    });
    wallet.callsOf("exportKey")[0]?.resolve("done");
    await running;
    expect(foyer.stores.router.current().view).toBe("Account");
    expect(aborts()).toBe(0);
  });

  it("closing the modal during the export aborts it", async () => {
    const { foyer, wallet, aborts } = await signedIn();
    wallet.hold("exportKey");
    const running = foyer.email.exportKey();
    foyer.close();
    expect(aborts()).toBe(1);
    wallet.callsOf("exportKey")[0]?.resolve("cancelled");
    await running;
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    expect(foyer.stores.embedded.getState().keyExport).toEqual({
      open: false,
      outcome: "cancelled",
    });
  });
});

describe("what the frame is told about the app", () => {
  it("sync dapp data: metadata, sdk version and type, project id (behaviour §7) and the locale", () => {
    const { wallet } = setup({
      metadata: { name: "Demo", description: "A dApp", url: "https://dapp.example", icons: [] },
      locale: "pt-BR",
    });
    expect(wallet.noticesOf("syncAppData")).toEqual([
      {
        metadata: { name: "Demo", description: "A dApp", url: "https://dapp.example", icons: [] },
        sdkVersion: "0.1.0",
        sdkType: "appkit",
        projectId: "test-project",
        locale: "pt",
      },
    ]);
  });

  it("a language switched in place is sent again, so the frame's screens and mails follow", () => {
    const { foyer, wallet } = setup({ locale: "en" });
    const heard: string[] = [];
    const stop = foyer.subscribeLocale((locale) => heard.push(locale));
    expect(foyer.setLocale("de-AT")).toBe("de");
    expect(foyer.locale).toBe("de");
    // The same locale again, or one not shipped, changes nothing and sends nothing.
    expect(foyer.setLocale("de")).toBe("de");
    expect(foyer.setLocale("xx")).toBe("de");
    stop();
    expect(foyer.setLocale("fr")).toBe("fr");
    expect(heard).toEqual(["de"]);
    expect(
      wallet.noticesOf("syncAppData").map((data) => (data as { locale?: string }).locale),
    ).toEqual(["en", "de", "fr"]);
  });

  it("hands the modal's theme and the frame's slot to the wallet", () => {
    const { foyer, wallet } = setup();
    const slot = { element: {}, zIndex: 1000 };
    foyer.email.syncTheme({ themeMode: "dark", w3mThemeVariables: { "--foyer-accent": "#fff" } });
    foyer.email.showFrameIn(slot);
    foyer.email.showFrameIn(undefined);
    expect(wallet.noticesOf("syncTheme")).toEqual([
      {
        themeMode: "dark",
        w3mThemeVariables: { "--foyer-accent": "#fff" },
      },
    ]);
    expect(wallet.noticesOf("showFrameIn")).toEqual([slot, undefined]);
  });
});
