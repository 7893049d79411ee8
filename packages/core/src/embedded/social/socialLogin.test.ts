import { describe, expect, it, vi } from "vitest";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { createFakeEmbeddedWallet } from "../../testing/fakeEmbeddedWallet.js";
import { createFakeSocialPopups } from "../../testing/fakeSocialPopups.js";
import { settle, setupFoyer } from "../../testing/setupFoyer.js";
import { EMBEDDED_ADDRESS as ADDRESS, AUTH_ID, setupEmbedded } from "../embeddedLogin.testutil.js";

const CALLBACK = "http://127.0.0.1:8787/auth/v1/embedded/social/callback";

/** The login past the click loads on first use: wait until it asked the frame for the URL. */
async function loaded(wallet: { callsOf(method: "getSocialRedirectUri"): unknown[] }) {
  await vi.waitFor(() => expect(wallet.callsOf("getSocialRedirectUri")).toHaveLength(1));
  await settle();
}

function setup() {
  const popups = createFakeSocialPopups();
  const test = setupEmbedded({ socialPopups: popups });
  test.foyer.open();
  const social = () => test.foyer.stores.embedded.getState().social;
  return { ...test, popups, social };
}

describe("social login (behaviour §2, §4)", () => {
  it("opens a 600x800 popup, sends it to the provider, and connects from the callback", async () => {
    const { foyer, wallet, popups, social, storage, adapter } = setup();
    const done = foyer.social.connectSocial("github");
    // Opened in the click itself, before any answer from the frame.
    expect(popups.opened).toHaveLength(1);
    const [popup] = popups.opened;
    expect(popup?.size).toEqual({ width: 600, height: 800 });
    expect(social()).toEqual({ step: "connecting", provider: "github" });
    await loaded(wallet);
    expect(wallet.callsOf("getSocialRedirectUri")[0]?.args).toEqual(["github"]);
    expect(popup?.visited).toEqual(["https://idp.example/github/authorize"]);

    popup?.handOver(`${CALLBACK}?code=abc&state=xyz`);
    await done;
    expect(wallet.callsOf("connectSocial")[0]?.args).toEqual([
      {
        uri: `${CALLBACK}?code=abc&state=xyz`,
        chainId: "eip155:1",
        preferredAccountType: "smartAccount",
      },
    ]);
    expect(adapter.calls).toContain(`connect:${AUTH_ID}`);
    expect(foyer.isConnected()).toBe(true);
    const account = foyer.stores.accounts.get("eip155");
    expect(account.user).toEqual({ username: "ada" });
    expect(account.socialProvider).toBe("github");
    // Behaviour §3: the connected social provider and the social username persist.
    expect(storage.getItem("@foyer/connected_social_provider")).toBe("github");
    expect(storage.getItem("@foyer/social_username")).toBe("ada");
    expect(social()).toEqual({ step: "idle" });
    expect(popup?.isClosed()).toBe(true);
  });

  it("polls the popup every second: closed before the callback gives 'Popup closed'", async () => {
    const { foyer, wallet, popups, social, clock } = setup();
    const done = foyer.social.connectSocial("google");
    await loaded(wallet);
    const [popup] = popups.opened;
    popup?.closeByUser();
    // Nothing yet: the next poll is a second away.
    await clock.advanceAsync(999);
    expect(social().step).toBe("connecting");
    await clock.advanceAsync(1);
    await done;
    expect(social()).toEqual({
      step: "idle",
      provider: "google",
      error: coreText("popupClosed", messages.popupClosed),
    });
    expect(wallet.callsOf("connectSocial")).toHaveLength(0);
    expect(foyer.isConnected()).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
  });

  it("keeps waiting while the popup stays open", async () => {
    const { foyer, wallet, popups, social, clock } = setup();
    const done = foyer.social.connectSocial("x");
    await loaded(wallet);
    await clock.advanceAsync(10_000);
    expect(social().step).toBe("connecting");
    popups.opened[0]?.handOver(`${CALLBACK}?code=abc&state=xyz`);
    await done;
    expect(foyer.isConnected()).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });

  it("a provider error in the callback gives 'Failed to initiate social connection'", async () => {
    const { foyer, wallet, popups, social } = setup();
    const done = foyer.social.connectSocial("discord");
    await loaded(wallet);
    popups.opened[0]?.handOver(`${CALLBACK}?error=server_error&state=xyz`);
    await done;
    expect(social()).toEqual({
      step: "idle",
      provider: "discord",
      error: coreText("socialConnectionFailed", messages.socialConnectionFailed),
    });
    expect(wallet.callsOf("connectSocial")).toHaveLength(0);
    expect(foyer.isConnected()).toBe(false);
  });

  it("the person's refusal at the provider is 'Connection rejected', marked as theirs", async () => {
    const { foyer, wallet, popups, social } = setup();
    const done = foyer.social.connectSocial("discord");
    await loaded(wallet);
    popups.opened[0]?.handOver(`${CALLBACK}?error=access_denied&state=xyz`);
    await done;
    expect(social()).toEqual({
      step: "idle",
      provider: "discord",
      error: coreText("connectionRejected", messages.connectionRejected),
      rejected: true,
    });
    expect(wallet.callsOf("connectSocial")).toHaveLength(0);
    expect(foyer.isConnected()).toBe(false);
  });

  it("a frame that cannot give the redirect URI closes the popup with the same message", async () => {
    const { foyer, wallet, popups, social } = setup();
    wallet.fail("getSocialRedirectUri", new Error("Could not reach the wallet server"));
    await foyer.social.connectSocial("apple");
    expect(social().error).toEqual(
      coreText("socialConnectionFailed", messages.socialConnectionFailed),
    );
    expect(popups.opened[0]?.isClosed()).toBe(true);
  });

  it("shows the frame's refusal of the exchange", async () => {
    const { foyer, wallet, popups, social } = setup();
    wallet.fail("connectSocial", new Error("The provider did not confirm the sign-in"));
    const done = foyer.social.connectSocial("facebook");
    await loaded(wallet);
    popups.opened[0]?.handOver(`${CALLBACK}?code=abc&state=xyz`);
    await done;
    expect(social().error).toBe("The provider did not confirm the sign-in");
    expect(foyer.isConnected()).toBe(false);
  });

  it("a blocked popup reports at once without asking the frame", async () => {
    const { foyer, wallet, popups, social } = setup();
    popups.block();
    await foyer.social.connectSocial("google");
    expect(social().error).toEqual(
      coreText("socialConnectionFailed", messages.socialConnectionFailed),
    );
    expect(wallet.callsOf("getSocialRedirectUri")).toHaveLength(0);
  });

  it("a reload asks the frame about a social session; disconnect forgets it", async () => {
    const first = setup();
    const done = first.foyer.social.connectSocial("github");
    await loaded(first.wallet);
    first.popups.opened[0]?.handOver(`${CALLBACK}?code=abc&state=xyz`);
    await done;

    // A page load after a social login (and no email login) still checks the frame's session.
    const wallet = createFakeEmbeddedWallet({ address: ADDRESS });
    const reloaded = setupFoyer({ embeddedWallet: wallet }, { storage: first.storage });
    await reloaded.foyer.reconnect();
    expect(wallet.callsOf("isConnected")).toHaveLength(1);
    expect(first.storage.getItem("@foyer/connected_social_provider")).toBe("github");

    const disconnecting = first.foyer.disconnect("eip155");
    await first.clock.advanceAsync(3_000);
    await disconnecting;
    expect(first.storage.getItem("@foyer/connected_social_provider")).toBeNull();
    expect(first.storage.getItem("@foyer/social_username")).toBeNull();
    expect(first.foyer.stores.accounts.get("eip155").socialProvider).toBeUndefined();
  });

  it("a reload whose frame session is gone forgets the social login", async () => {
    const { storage } = setup();
    storage.setItem("@foyer/connected_social_provider", "google");
    storage.setItem("@foyer/social_username", "ada@example.test");
    const wallet = createFakeEmbeddedWallet({ address: ADDRESS });
    wallet.answer("isConnected", false);
    const reloaded = setupFoyer({ embeddedWallet: wallet }, { storage });
    await reloaded.foyer.reconnect();
    expect(storage.getItem("@foyer/connected_social_provider")).toBeNull();
    expect(storage.getItem("@foyer/social_username")).toBeNull();
  });
});
