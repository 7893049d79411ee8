import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { setupEmbedded } from "../embeddedLogin.testutil.js";

function setup() {
  const test = setupEmbedded();
  test.foyer.open();
  const state = () => test.foyer.stores.embedded.getState().keyExport;
  const signIn = async () => {
    await test.foyer.email.connectEmail("ada@example.com");
    await test.foyer.email.submitOtp("123456");
  };
  return { ...test, state, signIn };
}

describe("key export: the frame runs it, the app sees only the outcome", () => {
  it("is open while the frame shows its screen, then records how it ended", async () => {
    const { foyer, wallet, state, signIn } = setup();
    await signIn();
    wallet.hold("exportKey");
    const running = foyer.email.exportKey();
    expect(state()).toEqual({ open: true });
    // A second click while the frame is up asks nothing more of it.
    await foyer.email.exportKey();
    expect(wallet.callsOf("exportKey")).toHaveLength(1);
    wallet.callsOf("exportKey")[0]?.resolve("cancelled");
    await running;
    expect(state()).toEqual({ open: false, outcome: "cancelled" });

    await foyer.email.exportKey();
    expect(state()).toEqual({ open: false, outcome: "done" });
  });

  it("shows the frame's error message and closes", async () => {
    const { foyer, wallet, state, signIn } = setup();
    await signIn();
    wallet.fail("exportKey", new Error("Session Expired"));
    await foyer.email.exportKey();
    expect(state()).toEqual({ open: false, error: "Session Expired" });
  });

  it("refuses when not connected by email, without asking the frame", async () => {
    const { foyer, wallet, state } = setup();
    await foyer.email.exportKey();
    expect(state()).toEqual({
      open: false,
      error: coreText("notConnectedToEmailOrSocial", messages.notConnectedToEmailOrSocial),
    });
    expect(wallet.callsOf("exportKey")).toHaveLength(0);
  });
});
