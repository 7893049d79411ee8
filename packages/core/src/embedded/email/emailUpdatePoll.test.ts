import { describe, expect, it } from "vitest";
import { EMBEDDED_ADDRESS as ADDRESS, setupEmbedded } from "../embeddedLogin.testutil.js";
import type { EmbeddedState } from "../embeddedState.js";
import {
  EMAIL_UPDATE_POLL_MS,
  type EmailUpdatePollAction,
  emailUpdatePollAction,
  isUpdateConfirmedElsewhere,
} from "./emailUpdatePoll.js";

describe("email update polling rules (behaviour §4: every 1 s)", () => {
  it("polls every second", () => {
    expect(EMAIL_UPDATE_POLL_MS).toBe(1000);
  });

  it.each<[EmbeddedState["update"]["step"], EmailUpdatePollAction]>([
    ["primaryOtp", "ask"],
    ["secondaryOtp", "ask"],
    ["verifying", "wait"],
    ["sending", "stop"],
    ["enterEmail", "stop"],
  ])("step %s → %s", (step, action) => {
    expect(emailUpdatePollAction(step)).toBe(action);
  });

  it.each<[string | undefined, string | null | undefined, boolean]>([
    ["new@example.com", "new@example.com", true],
    ["New@Example.com", "new@example.com", true],
    ["new@example.com", "ada@example.com", false],
    ["new@example.com", null, false],
    [undefined, "new@example.com", false],
  ])("new %j, wallet now %j → done elsewhere: %s", (newEmail, current, expected) => {
    expect(isUpdateConfirmedElsewhere(newEmail, current)).toBe(expected);
  });
});

async function updating() {
  const test = setupEmbedded();
  const { foyer, wallet } = test;
  foyer.open();
  await foyer.email.connectEmail("ada@example.com");
  await foyer.email.submitOtp("123456");
  foyer.open({ view: "Account" });
  foyer.stores.router.push({ view: "UpdateEmailWallet" });
  await foyer.email.updateEmail("new@example.com");
  const asked = () => wallet.callsOf("getUser").length;
  return { ...test, asked, askedBefore: asked() };
}

describe("email update confirmed in another tab (behaviour §4)", () => {
  it("the wallet is asked once a second; once it has the new email the view moves on by itself", async () => {
    const { foyer, wallet, clock, storage, asked, askedBefore } = await updating();
    expect(foyer.stores.embedded.getState().update.step).toBe("primaryOtp");

    await clock.advanceAsync(EMAIL_UPDATE_POLL_MS - 1);
    expect(asked()).toBe(askedBefore);
    await clock.advanceAsync(1);
    expect(asked()).toBe(askedBefore + 1);
    // The frame's memory would not know: each poll asks it to read the server.
    expect(wallet.callsOf("getUser").at(-1)?.args).toEqual([{ refreshEmail: true }]);
    // Still the old email: nothing changes, the next second asks again.
    expect(foyer.stores.embedded.getState().update.step).toBe("primaryOtp");

    // Both codes were entered in another tab: the wallet now has the new address.
    wallet.answer("getUser", { email: "new@example.com", address: ADDRESS, chainId: 1 });
    await clock.advanceAsync(EMAIL_UPDATE_POLL_MS);
    expect(foyer.stores.embedded.getState().update).toEqual({ step: "enterEmail" });
    expect(storage.getItem("@foyer/email")).toBe("new@example.com");
    expect(foyer.stores.accounts.get("eip155").user?.email).toBe("new@example.com");
    expect(foyer.stores.router.current().view).toBe("Account");

    // Done: no more asking.
    const done = asked();
    await clock.advanceAsync(5 * EMAIL_UPDATE_POLL_MS);
    expect(asked()).toBe(done);
  });

  it("stops asking when the view is left", async () => {
    const { foyer, clock, asked, askedBefore } = await updating();
    foyer.email.reset();
    await clock.advanceAsync(5 * EMAIL_UPDATE_POLL_MS);
    expect(asked()).toBe(askedBefore);
  });

  it("a failed read waits for the next second", async () => {
    const { foyer, wallet, clock, asked, askedBefore } = await updating();
    wallet.fail("getUser", new Error("frame busy"));
    await clock.advanceAsync(EMAIL_UPDATE_POLL_MS);
    wallet.answer("getUser", { email: "new@example.com", address: ADDRESS, chainId: 1 });
    await clock.advanceAsync(EMAIL_UPDATE_POLL_MS);
    expect(asked()).toBe(askedBefore + 2);
    expect(foyer.stores.embedded.getState().update.step).toBe("enterEmail");
  });
});
