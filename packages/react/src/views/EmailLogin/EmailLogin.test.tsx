import { FoyerError } from "@foyer/core";
import {
  ALERTS,
  messages as coreMessages,
  foyerMessages,
  shortenEmail,
} from "@foyer/core/internal";
import {
  createFakeAdapter,
  createFakeEmbeddedWallet,
  evmConnector,
  setupFoyer,
} from "@foyer/core/testing";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en.js";
import { modal, renderFoyer } from "../../testing/renderFoyer.js";

const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
const LONG_EMAIL = "a.very.long.name@some-company.example";

function setup(withWallet = true, strict = false) {
  const wallet = createFakeEmbeddedWallet({ address: ADDRESS });
  const adapter = createFakeAdapter({
    connectors: [
      evmConnector("metamask", { type: "ANNOUNCED" }),
      evmConnector("foyer-embedded", { type: "AUTH", name: "Email" }),
    ],
    accounts: { "foyer-embedded": [{ address: ADDRESS, type: "eoa" }] },
  });
  const test = setupFoyer(withWallet ? { embeddedWallet: wallet } : {}, { adapter });
  const rendered = renderFoyer({ test, strict });
  act(() => test.foyer.open());
  return { ...rendered, wallet };
}

async function typeEmail(email: string) {
  const field = await modal().findByRole("textbox", { name: en.emailLabel });
  fireEvent.change(field, { target: { value: email } });
  fireEvent.click(modal().getByRole("button", { name: en.emailContinue }));
}

async function codeField() {
  return modal().findByRole("textbox", { name: en.emailCodeLabel });
}

describe("Connect: the email section (behaviour §4, §5)", () => {
  it("reaches the code field under StrictMode (its double effects must not reset the login)", async () => {
    setup(true, true);
    await typeEmail("ada@example.com");
    expect(await codeField()).toBeTruthy();
    // Still there once any deferred work has run.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(modal().queryByRole("textbox", { name: en.emailCodeLabel })).not.toBeNull();
  });

  it("shows an email field above the wallets when the instance has an embedded wallet", async () => {
    setup();
    expect(await modal().findByRole("textbox", { name: en.emailLabel })).toBeTruthy();
    // The AUTH connector is the email form, never a wallet row.
    expect(modal().queryByRole("button", { name: /^Email/ })).toBeNull();
  });

  it("has no email field without one", async () => {
    setup(false);
    await modal().findByRole("dialog", { name: en.connectWallet });
    expect(modal().queryByRole("textbox", { name: en.emailLabel })).toBeNull();
  });

  it("says 'Invalid email' under the field and asks nothing", async () => {
    const { wallet } = setup();
    await typeEmail("ada@");
    const error = await modal().findByRole("alert");
    expect(error.textContent).toBe(foyerMessages.invalidEmail);
    expect(modal().getByRole("textbox", { name: en.emailLabel }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(wallet.calls).toHaveLength(0);
  });

  it("shows the sending state while the frame answers", async () => {
    const { wallet } = setup();
    wallet.hold("connectEmail");
    await typeEmail("ada@example.com");
    expect(await modal().findByRole("button", { name: en.emailSending })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("shows the cooldown message on a second login within 30 s", async () => {
    const { foyer, clock } = setup();
    await typeEmail("ada@example.com");
    await codeField();
    act(() => foyer.goBack());
    clock.advance(10_000);
    await typeEmail("ada@example.com");
    expect((await modal().findByRole("alert")).textContent).toBe(coreMessages.emailCooldown(20));
  });
});

describe("EmailLogin (behaviour §4)", () => {
  it("asks for the code sent to the shortened email; six digits connect and close", async () => {
    const { foyer, wallet } = setup();
    await typeEmail(LONG_EMAIL);
    expect(await modal().findByRole("dialog", { name: en.emailLoginTitle })).toBeTruthy();
    const field = await codeField();
    expect(modal().getByText(en.emailCodeSentTo(shortenEmail(LONG_EMAIL)))).toBeTruthy();
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    fireEvent.change(field, { target: { value: "123 456" } });
    await waitFor(() => expect(foyer.isConnected()).toBe(true));
    expect(wallet.callsOf("connectOtp")[0]?.args).toEqual(["123456"]);
    await waitFor(() => expect(foyer.stores.modal.store.getState().open).toBe(false));
  });

  it("shows a wrong code's message and keeps the field", async () => {
    const { wallet, foyer } = setup();
    await typeEmail("ada@example.com");
    wallet.fail("connectOtp", new Error("Invalid code"));
    fireEvent.change(await codeField(), { target: { value: "000000" } });
    expect((await modal().findByRole("alert")).textContent).toBe("Invalid code");
    expect((await codeField()).getAttribute("aria-invalid")).toBe("true");
    expect(foyer.isConnected()).toBe(false);
  });

  it("Resend within 30 s shows the cooldown, after it mails a new code", async () => {
    const { wallet, clock } = setup();
    await typeEmail("ada@example.com");
    await codeField();
    clock.advance(4_000);
    fireEvent.click(modal().getByRole("button", { name: en.emailResend }));
    expect((await modal().findByRole("alert")).textContent).toBe(coreMessages.emailCooldown(26));
    clock.advance(26_000);
    fireEvent.click(modal().getByRole("button", { name: en.emailResend }));
    await waitFor(() => expect(wallet.callsOf("connectEmail")).toHaveLength(2));
  });

  it("waits for the device approval, then asks for the code", async () => {
    const { wallet } = setup();
    wallet.answer("connectEmail", { action: "VERIFY_DEVICE" });
    wallet.hold("connectDevice");
    await typeEmail("ada@example.com");
    expect(await modal().findByRole("heading", { name: en.emailDeviceTitle })).toBeTruthy();
    expect(modal().getByRole("progressbar", { name: en.emailWaitingForApproval })).toBeTruthy();
    act(() => wallet.callsOf("connectDevice")[0]?.resolve());
    expect(await codeField()).toBeTruthy();
  });

  it("a frame load failure raises the IFRAME_LOAD_FAILED alert", async () => {
    const { wallet, foyer } = setup();
    wallet.fail(
      "connectEmail",
      new FoyerError(coreMessages.frameLoadFailed, {
        code: "iframe_load_failed",
        details: { alert: ALERTS.IFRAME_LOAD_FAILED },
      }),
    );
    await typeEmail("ada@example.com");
    await waitFor(() =>
      expect(foyer.stores.alerts.store.getState().alert?.code).toBe("IFRAME_LOAD_FAILED"),
    );
    expect(modal().getAllByText(coreMessages.frameLoadFailed).length).toBeGreaterThan(0);
  });
});

describe("UpdateEmailWallet (behaviour §4)", () => {
  it("from Account: new email, code to the current address, code to the new one, back", async () => {
    const { foyer, wallet } = setup();
    await typeEmail("ada@example.com");
    fireEvent.change(await codeField(), { target: { value: "123456" } });
    await waitFor(() => expect(foyer.isConnected()).toBe(true));
    act(() => foyer.open());
    // Account names the wallet's email.
    expect(await modal().findByText("ada@example.com")).toBeTruthy();
    fireEvent.click(await modal().findByRole("button", { name: en.updateEmail }));
    const field = await modal().findByRole("textbox", { name: en.updateEmailNewLabel });
    fireEvent.change(field, { target: { value: "new@example.com" } });
    fireEvent.click(modal().getByRole("button", { name: en.emailContinue }));
    expect(await modal().findByText(en.updateEmailCodeCurrent("ada@example.com"))).toBeTruthy();
    fireEvent.change(await codeField(), { target: { value: "111111" } });
    expect(await modal().findByText(en.updateEmailCodeNew("new@example.com"))).toBeTruthy();
    fireEvent.change(await codeField(), { target: { value: "222222" } });
    await modal().findByRole("dialog", { name: en.account });
    expect(wallet.callsOf("updateEmailSecondaryOtp")[0]?.args).toEqual(["222222"]);
    expect(foyer.stores.accounts.get("eip155").user?.email).toBe("new@example.com");
    expect(await modal().findByText("new@example.com")).toBeTruthy();
    expect(modal().queryByText("ada@example.com")).toBeNull();
  });

  it("Account shows a long email cut at 30 characters, the whole one as its title", async () => {
    const { foyer } = setup();
    await typeEmail(LONG_EMAIL);
    fireEvent.change(await codeField(), { target: { value: "123456" } });
    await waitFor(() => expect(foyer.isConnected()).toBe(true));
    act(() => foyer.open());
    const line = await modal().findByText(shortenEmail(LONG_EMAIL));
    expect(line.textContent).toBe("a.very.long.name@some-company…");
    expect(line.getAttribute("title")).toBe(LONG_EMAIL);
  });
});

describe("ApproveTransaction (behaviour §4, §6)", () => {
  it("opens while the frame waits for approval and closes the modal after", async () => {
    const { foyer, wallet } = setup();
    act(() => {
      foyer.close();
    });
    act(() => wallet.approval({ pending: true, request: "signMessage" }));
    expect(
      await modal().findByRole("dialog", { name: en.approvalTitles.signMessage }),
    ).toBeTruthy();
    expect(
      await modal().findByRole("progressbar", { name: en.approveTransactionWaiting }),
    ).toBeTruthy();
    act(() => wallet.approval({ pending: false, ok: true }));
    await waitFor(() => expect(foyer.stores.modal.store.getState().open).toBe(false));
  });
});

describe("Account: Export private key", () => {
  async function signedIn() {
    const test = setup();
    await typeEmail("ada@example.com");
    fireEvent.change(await codeField(), { target: { value: "123456" } });
    await waitFor(() => expect(test.foyer.isConnected()).toBe(true));
    act(() => test.foyer.open());
    return test;
  }

  it("asks the frame to export, waits while its screen is up, and toasts the outcome", async () => {
    const { foyer, wallet } = await signedIn();
    wallet.hold("exportKey");
    fireEvent.click(await modal().findByRole("button", { name: en.exportKey }));
    // The frame's screen shows inside the modal, under its own title.
    expect(await modal().findByRole("dialog", { name: en.approvalTitles.exportKey })).toBeTruthy();
    expect(await modal().findByText(en.exportKeyOpen)).toBeTruthy();
    expect(wallet.callsOf("exportKey")).toHaveLength(1);
    act(() => wallet.callsOf("exportKey")[0]?.resolve("done"));
    await waitFor(() => expect(foyer.stores.toast.getState().message).toBe(en.exportKeyDone));
    await modal().findByRole("dialog", { name: en.account });
    expect(modal().getByRole("button", { name: en.exportKey }).hasAttribute("disabled")).toBe(
      false,
    );
    expect(modal().queryByText(en.exportKeyOpen)).toBeNull();
  });

  it("says nothing when cancelled, and toasts the frame's error", async () => {
    const { foyer, wallet } = await signedIn();
    wallet.answer("exportKey", "cancelled");
    fireEvent.click(await modal().findByRole("button", { name: en.exportKey }));
    await waitFor(() => expect(wallet.callsOf("exportKey")).toHaveLength(1));
    expect(foyer.stores.toast.getState().message).not.toBe(en.exportKeyDone);
    wallet.fail("exportKey", new Error("Session Expired"));
    fireEvent.click(await modal().findByRole("button", { name: en.exportKey }));
    await waitFor(() => expect(foyer.stores.toast.getState().message).toBe("Session Expired"));
  });

  it("is offered while the account is the embedded wallet (email, social, Farcaster or passkey), not for another wallet", async () => {
    const { foyer } = await signedIn();
    await modal().findByRole("button", { name: en.exportKey });
    for (const user of [{ username: "ada" }, undefined]) {
      // A social or Farcaster user has a username; a passkey user has neither it nor an email.
      act(() => foyer.stores.accounts.update("eip155", (a) => ({ ...a, user })));
      await modal().findByRole("button", { name: en.exportKey });
    }
    act(() =>
      foyer.stores.accounts.update("eip155", (a) => ({
        ...a,
        connectedWalletInfo: { name: "MetaMask", type: "INJECTED" },
      })),
    );
    await waitFor(() => expect(modal().queryByRole("button", { name: en.exportKey })).toBeNull());
  });
});
