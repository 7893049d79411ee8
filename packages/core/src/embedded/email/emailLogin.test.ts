import { describe, expect, it } from "vitest";
import { ALERTS } from "../../errors/alerts.js";
import { FoyerError, userTextOf } from "../../errors/FoyerError.js";
import { foyerMessages } from "../../errors/foyerMessages.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { createFakeAdapter, evmConnector } from "../../testing/fakeAdapter.js";
import { createFakeEmbeddedWallet } from "../../testing/fakeEmbeddedWallet.js";
import { settle, setupFoyer } from "../../testing/setupFoyer.js";

const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
const AUTH_ID = "foyer-embedded";

function setup(options: { withAuthConnector?: boolean; withWallet?: boolean } = {}) {
  const wallet = createFakeEmbeddedWallet({ address: ADDRESS });
  const adapter = createFakeAdapter({
    connectors: [
      evmConnector("metamask"),
      ...(options.withAuthConnector === false
        ? []
        : [evmConnector(AUTH_ID, { type: "AUTH", name: "Email" })]),
    ],
    accounts: { [AUTH_ID]: [{ address: ADDRESS, type: "eoa" }] },
  });
  const test = setupFoyer(options.withWallet === false ? {} : { embeddedWallet: wallet }, {
    adapter,
  });
  test.foyer.open();
  return { ...test, wallet, login: () => test.foyer.stores.embedded.getState().login };
}

describe("email login (behaviour §4)", () => {
  it("VERIFY_OTP: routes to EmailLogin, then the code connects the AUTH connector and closes", async () => {
    const { foyer, wallet, adapter, storage, clock, login } = setup();
    await foyer.email.connectEmail(" ada@example.com ");
    expect(wallet.callsOf("connectEmail")[0]?.args).toEqual(["ada@example.com"]);
    expect(login()).toEqual({ step: "verifyOtp", email: "ada@example.com" });
    expect(foyer.stores.router.current().view).toBe("EmailLogin");
    expect(storage.getItem("@foyer/last_email_login_time")).toBe(String(clock.now()));

    await foyer.email.submitOtp("123456");
    expect(wallet.callsOf("connectOtp")[0]?.args).toEqual(["123456"]);
    // Behaviour §3: eip155 asks for the smart account unless the visitor chose the EOA before.
    expect(wallet.callsOf("getUser")[0]?.args).toEqual([
      { chainId: "eip155:1", preferredAccountType: "smartAccount" },
    ]);
    expect(adapter.calls).toContain(`connect:${AUTH_ID}`);
    expect(foyer.isConnected()).toBe(true);
    expect(foyer.stores.accounts.get("eip155").address).toBe(ADDRESS);
    expect(foyer.stores.accounts.get("eip155").user).toEqual({ email: "ada@example.com" });
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    expect(login()).toEqual({ step: "idle" });
    // Success stores email + flag, clears the last login time, saves the chain.
    expect(storage.getItem("@foyer/email")).toBe("ada@example.com");
    expect(storage.getItem("@foyer/email_login_used")).toBe("true");
    expect(storage.getItem("@foyer/last_email_login_time")).toBeNull();
    expect(storage.getItem("@foyer/last_used_chain")).toBe("eip155:1");
  });

  it("VERIFY_DEVICE: waits for the device approval, then asks for the code", async () => {
    const { foyer, wallet, login } = setup();
    wallet.answer("connectEmail", { action: "VERIFY_DEVICE" });
    wallet.hold("connectDevice");
    const started = foyer.email.connectEmail("ada@example.com");
    await settle();
    expect(login()).toEqual({ step: "verifyDevice", email: "ada@example.com" });
    expect(foyer.stores.router.current().view).toBe("EmailLogin");
    wallet.callsOf("connectDevice")[0]?.resolve();
    await started;
    expect(login()).toEqual({ step: "verifyOtp", email: "ada@example.com" });
  });

  it("CONNECT: an existing session connects without a code", async () => {
    const { foyer, wallet, login } = setup();
    wallet.answer("connectEmail", { action: "CONNECT" });
    await foyer.email.connectEmail("ada@example.com");
    expect(wallet.callsOf("connectOtp")).toHaveLength(0);
    expect(foyer.isConnected()).toBe(true);
    expect(login().step).toBe("idle");
  });

  it.each([
    ["an invalid email", "ada@", coreText("invalidEmail", foyerMessages.invalidEmail)],
    ["an empty email", "   ", coreText("invalidEmail", foyerMessages.invalidEmail)],
  ])("refuses %s without asking the frame", async (_, email, error) => {
    const { foyer, wallet, login } = setup();
    await foyer.email.connectEmail(email);
    expect(login()).toEqual({ step: "idle", error });
    expect(wallet.calls).toHaveLength(0);
  });

  it("refuses a second login within 30 s with the seconds left, and allows it after", async () => {
    const { foyer, wallet, login, clock } = setup();
    await foyer.email.connectEmail("ada@example.com");
    foyer.email.reset();
    clock.advance(12_000);
    await foyer.email.connectEmail("ada@example.com");
    expect(login().error).toEqual(coreText("emailCooldown", messages.emailCooldown, 18));
    expect(wallet.callsOf("connectEmail")).toHaveLength(1);
    clock.advance(18_000);
    await foyer.email.connectEmail("ada@example.com");
    expect(wallet.callsOf("connectEmail")).toHaveLength(2);
  });

  it("resend is subject to the same cooldown", async () => {
    const { foyer, wallet, login, clock } = setup();
    await foyer.email.connectEmail("ada@example.com");
    clock.advance(5_000);
    await foyer.email.resendCode();
    expect(login()).toMatchObject({
      step: "verifyOtp",
      error: coreText("emailCooldown", messages.emailCooldown, 25),
    });
    clock.advance(25_000);
    await foyer.email.resendCode();
    expect(wallet.callsOf("connectEmail")).toHaveLength(2);
    expect(login()).toEqual({ step: "verifyOtp", email: "ada@example.com" });
  });

  it("a wrong code keeps the code step with the frame's message", async () => {
    const { foyer, wallet, login } = setup();
    await foyer.email.connectEmail("ada@example.com");
    wallet.fail("connectOtp", new Error("Invalid code"));
    await foyer.email.submitOtp("000000");
    expect(login()).toEqual({ step: "verifyOtp", email: "ada@example.com", error: "Invalid code" });
    expect(foyer.isConnected()).toBe(false);
  });

  it.each([
    [
      "IFRAME_LOAD_FAILED",
      new FoyerError(coreText("frameLoadFailed", messages.frameLoadFailed), {
        code: "iframe_load_failed",
        details: { alert: ALERTS.IFRAME_LOAD_FAILED },
      }),
    ],
    [
      "IFRAME_REQUEST_TIMEOUT",
      new FoyerError(
        coreText("alertEmbeddedWalletTimedOut", messages.alertEmbeddedWalletTimedOut),
        {
          code: "iframe_request_timeout",
          details: { alert: ALERTS.IFRAME_REQUEST_TIMEOUT },
        },
      ),
    ],
    [
      "JWT_TOKEN_NOT_VALID",
      new FoyerError("Session Expired", {
        code: "FRAME_ERROR",
        details: { type: "connectEmail", refusal: "SESSION_EXPIRED" },
      }),
    ],
  ] as const)(
    "a frame failure raises %s and shows its message on the form",
    async (code, error) => {
      const { foyer, wallet, login } = setup();
      wallet.fail("connectEmail", error);
      await foyer.email.connectEmail("ada@example.com");
      expect(login()).toEqual({
        step: "idle",
        email: "ada@example.com",
        error: userTextOf(error),
      });
      expect(foyer.stores.alerts.store.getState().alert?.code).toBe(code);
    },
  );

  it("without an AUTH connector: 'No auth connector found'", async () => {
    const { foyer, wallet, login } = setup({ withAuthConnector: false });
    await foyer.email.connectEmail("ada@example.com");
    expect(login().error).toEqual(coreText("noAuthConnector", messages.noAuthConnector));
    expect(wallet.calls).toHaveLength(0);
  });

  it("without an embedded wallet the email section is unavailable", () => {
    const { foyer } = setup({ withWallet: false });
    expect(foyer.stores.embedded.getState().available).toBe(false);
  });

  it("drops a late answer once the view was left", async () => {
    const { foyer, wallet, login } = setup();
    wallet.hold("connectEmail");
    const started = foyer.email.connectEmail("ada@example.com");
    foyer.email.reset();
    wallet.callsOf("connectEmail")[0]?.resolve({ action: "VERIFY_OTP" });
    await started;
    expect(login()).toEqual({ step: "idle" });
    expect(foyer.stores.router.current().view).not.toBe("EmailLogin");
  });
});

describe("disconnect of the embedded wallet (behaviour §4)", () => {
  async function connected() {
    const test = setup();
    await test.foyer.email.connectEmail("ada@example.com");
    await test.foyer.email.submitOtp("123456");
    return test;
  }

  it("clears the cache, signs out, then disconnects", async () => {
    const { foyer, wallet, adapter, storage } = await connected();
    await foyer.disconnect();
    expect(wallet.callsOf("signOut")).toHaveLength(1);
    expect(adapter.calls.at(-1)).toBe(`disconnect:${AUTH_ID}`);
    expect(storage.getItem("@foyer/email")).toBeNull();
    expect(storage.getItem("@foyer/email_login_used")).toBeNull();
    expect(foyer.isConnected()).toBe(false);
  });

  it("proceeds after 3 s when the frame does not answer, not before", async () => {
    const { foyer, wallet, adapter, clock } = await connected();
    wallet.hold("signOut");
    let done = false;
    const leaving = foyer.disconnect().then(() => {
      done = true;
    });
    await clock.advanceAsync(2_999);
    expect(done).toBe(false);
    expect(adapter.calls).not.toContain(`disconnect:${AUTH_ID}`);
    await clock.advanceAsync(1);
    await leaving;
    expect(done).toBe(true);
    expect(adapter.calls).toContain(`disconnect:${AUTH_ID}`);
  });

  it("does not sign out of the frame for another connector", async () => {
    const { foyer, wallet } = setup();
    await foyer.connect("metamask");
    await foyer.disconnect();
    expect(wallet.callsOf("signOut")).toHaveLength(0);
  });
});

describe("restoring the session at start-up (behaviour §4)", () => {
  it.each([
    [
      "is-connected false",
      (w: ReturnType<typeof createFakeEmbeddedWallet>) => w.answer("isConnected", false),
    ],
    [
      "is-connected failing",
      (w: ReturnType<typeof createFakeEmbeddedWallet>) => w.fail("isConnected", new Error("x")),
    ],
  ])("%s clears the login cache", async (_, script) => {
    const { foyer, wallet, storage } = setup();
    storage.setItem("@foyer/email_login_used", "true");
    storage.setItem("@foyer/email", "ada@example.com");
    script(wallet);
    await foyer.reconnect();
    expect(storage.getItem("@foyer/email")).toBeNull();
    expect(storage.getItem("@foyer/email_login_used")).toBeNull();
  });

  it("asks nothing when email login was never used", async () => {
    const { foyer, wallet } = setup();
    await foyer.reconnect();
    expect(wallet.calls).toHaveLength(0);
  });
});

describe("email update (behaviour §4)", () => {
  it("primary code, then secondary code stores the new email and goes back", async () => {
    const { foyer, wallet, storage } = setup();
    await foyer.email.connectEmail("ada@example.com");
    await foyer.email.submitOtp("123456");
    foyer.open({ view: "Account" });
    foyer.stores.router.push({ view: "UpdateEmailWallet" });
    await foyer.email.updateEmail("new@example.com");
    expect(wallet.callsOf("updateEmail")[0]?.args).toEqual(["new@example.com"]);
    expect(foyer.stores.embedded.getState().update).toEqual({
      step: "primaryOtp",
      newEmail: "new@example.com",
    });
    await foyer.email.submitUpdateOtp("111111");
    expect(foyer.stores.embedded.getState().update.step).toBe("secondaryOtp");
    await foyer.email.submitUpdateOtp("222222");
    expect(wallet.callsOf("updateEmailSecondaryOtp")[0]?.args).toEqual(["222222"]);
    expect(storage.getItem("@foyer/email")).toBe("new@example.com");
    expect(foyer.stores.accounts.get("eip155").user?.email).toBe("new@example.com");
    expect(foyer.stores.router.current().view).toBe("Account");
  });

  it("refuses while not connected by email: 'Not connected to email or social'", async () => {
    const { foyer, wallet } = setup();
    await foyer.email.updateEmail("new@example.com");
    expect(foyer.stores.embedded.getState().update.error).toEqual(
      coreText("notConnectedToEmailOrSocial", messages.notConnectedToEmailOrSocial),
    );
    expect(wallet.calls).toHaveLength(0);
  });

  it("a wrong code keeps the step with the message", async () => {
    const { foyer, wallet } = setup();
    await foyer.email.connectEmail("ada@example.com");
    await foyer.email.submitOtp("123456");
    await foyer.email.updateEmail("new@example.com");
    wallet.fail("updateEmailPrimaryOtp", new Error("Invalid code"));
    await foyer.email.submitUpdateOtp("000000");
    expect(foyer.stores.embedded.getState().update).toEqual({
      step: "primaryOtp",
      newEmail: "new@example.com",
      error: "Invalid code",
    });
  });
});

describe("approvals (behaviour §4: unsafe requests open ApproveTransaction)", () => {
  it("opens the modal on ApproveTransaction and closes it on success", async () => {
    const { foyer, wallet } = setup();
    foyer.close();
    wallet.approval({ pending: true, request: "signMessage" });
    expect(foyer.stores.modal.store.getState().open).toBe(true);
    expect(foyer.stores.router.current()).toEqual({
      view: "ApproveTransaction",
      params: { request: "signMessage" },
    });
    expect(foyer.stores.embedded.getState().approvalPending).toBe(true);
    wallet.approval({ pending: false, ok: true });
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    expect(foyer.stores.embedded.getState().approvalPending).toBe(false);
  });

  it("pushes over an open view and pops back to it afterwards", () => {
    const { foyer, wallet } = setup();
    foyer.stores.router.push({ view: "Networks" });
    wallet.approval({ pending: true, request: "sendTransaction" });
    expect(foyer.stores.router.current().view).toBe("ApproveTransaction");
    wallet.approval({ pending: false, ok: false });
    expect(foyer.stores.router.current().view).toBe("Networks");
    expect(foyer.stores.modal.store.getState().open).toBe(true);
  });

  it("stops listening on destroy", () => {
    const { foyer, wallet } = setup();
    foyer.close();
    foyer.destroy();
    wallet.approval({ pending: true, request: "signMessage" });
    expect(foyer.stores.modal.store.getState().open).toBe(false);
  });
});
