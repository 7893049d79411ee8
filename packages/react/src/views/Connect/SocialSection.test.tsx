import { messages as coreMessages, SOCIAL_OPTIONS } from "@foyer/core/internal";
import {
  createFakeAdapter,
  createFakeEmbeddedWallet,
  createFakeSocialPopups,
  evmConnector,
  setupFoyer,
} from "@foyer/core/testing";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { socialEn } from "../../i18n/socialEn.js";
import { modal, renderFoyer } from "../../testing/renderFoyer.js";
import { decodeShownMarks } from "./SocialSection.js";

const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
const CALLBACK = "http://127.0.0.1:8787/auth/v1/embedded/social/callback";
const continueWith = (name: string) => socialEn.socialContinueWith(name);

function setup(options: { socials?: string[]; strict?: boolean } = {}) {
  const wallet = createFakeEmbeddedWallet({ address: ADDRESS });
  const popups = createFakeSocialPopups();
  const adapter = createFakeAdapter({
    connectors: [evmConnector("foyer-embedded", { type: "AUTH", name: "Email" })],
    accounts: { "foyer-embedded": [{ address: ADDRESS, type: "eoa" }] },
  });
  const test = setupFoyer({ embeddedWallet: wallet, socialPopups: popups }, { adapter });
  if (options.socials) {
    act(() => test.foyer.applyRemoteFeatures({ features: { socials: options.socials } }));
  }
  const rendered = renderFoyer({ test, ...(options.strict ? { strict: true } : {}) });
  act(() => test.foyer.open());
  return { ...rendered, wallet, popups, test };
}

describe("Connect: the social section (behaviour §2, §4, §9)", () => {
  it("shows the first three providers in the remote order, the rest behind more", async () => {
    setup();
    await modal().findByRole("button", { name: continueWith("Google") });
    const names = () =>
      modal()
        .getAllByRole("button", { name: /^Log in with / })
        .map((button) => button.getAttribute("aria-label"));
    expect(names()).toEqual([continueWith("Google"), continueWith("X"), continueWith("Discord")]);
    const more = modal().getByRole("button", { name: socialEn.socialMore });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(names()).toEqual(
      ["Google", "X", "Discord", "Farcaster", "GitHub", "Apple", "Facebook"].map(continueWith),
    );
    expect(
      modal().getByRole("button", { name: socialEn.socialFewer }).getAttribute("aria-expanded"),
    ).toBe("true");
  });

  it("the idle warm-up decodes exactly the marks the first buttons draw (same URLs, so the image cache serves them)", async () => {
    setup();
    await modal().findByRole("button", { name: continueWith("Google") });
    const drawn = modal()
      .getAllByRole("button", { name: /^Log in with / })
      .map((button) => button.style.getPropertyValue("--foyer-social-mark"));
    const decoded = decodeShownMarks(SOCIAL_OPTIONS).map(
      (image) => `url("${image.getAttribute("src")}")`,
    );
    expect(decoded).toEqual(drawn);
  });

  it("hides the section when the remote config lists no social login", async () => {
    setup({ socials: [] });
    await modal().findByRole("textbox", { name: "Email" });
    expect(modal().queryByRole("button", { name: /^Log in with / })).toBeNull();
  });

  it("Farcaster opens ConnectingFarcaster (no popup) with the sign-in link as QR code and link", async () => {
    const { popups, test, wallet } = setup({ socials: ["farcaster", "github"] });
    wallet.hold("connectFarcaster");
    fireEvent.click(await modal().findByRole("button", { name: continueWith("Farcaster") }));
    expect(popups.opened).toHaveLength(0);
    expect(test.foyer.stores.router.current()).toEqual({ view: "ConnectingFarcaster" });
    const qr = await modal().findByRole("img", { name: socialEn.farcasterQrLabel });
    const url = "https://relay.example/~/sign-in-with-farcaster?channelToken=abc";
    expect(qr.closest("[data-uri]")?.getAttribute("data-uri")).toBe(url);
    expect(
      modal().getByRole("link", { name: socialEn.farcasterOpenLink }).getAttribute("href"),
    ).toBe(url);
    expect(
      (modal().getByRole("textbox", { name: socialEn.farcasterLink }) as HTMLInputElement).value,
    ).toBe(url);
    // Approved in the Farcaster app: connected, and the account names the fid's username.
    await act(async () => wallet.callsOf("connectFarcaster")[0]?.resolve({ userName: "lovelace" }));
    await waitFor(() => expect(test.foyer.isConnected()).toBe(true));
    act(() => test.foyer.open({ view: "Account" }));
    expect(
      await modal().findByText(socialEn.socialSignedInWith("Farcaster"), { exact: false }),
    ).toBeTruthy();
    expect(modal().getByText("lovelace")).toBeTruthy();
  });

  it("under StrictMode one opening starts one sign-in, so the link shown is the one that signs in", async () => {
    const { wallet } = setup({ socials: ["farcaster"], strict: true });
    wallet.hold("connectFarcaster");
    fireEvent.click(await modal().findByRole("button", { name: continueWith("Farcaster") }));
    await modal().findByRole("img", { name: socialEn.farcasterQrLabel });
    expect(wallet.callsOf("getFarcasterUri")).toHaveLength(1);
  });

  it("a failed Farcaster sign-in shows 'Failed to connect to farcaster' and its reason, and tries again", async () => {
    const { wallet } = setup({ socials: ["farcaster"] });
    wallet.fail("connectFarcaster", new Error("This Farcaster account is not registered"));
    fireEvent.click(await modal().findByRole("button", { name: continueWith("Farcaster") }));
    const alert = await modal().findByRole("alert");
    expect(alert.textContent).toContain(coreMessages.farcasterConnectionFailed);
    expect(alert.textContent).toContain("This Farcaster account is not registered");
    fireEvent.click(modal().getByRole("button", { name: "Try again" }));
    await modal().findByRole("img", { name: socialEn.farcasterQrLabel });
    expect(wallet.callsOf("getFarcasterUri")).toHaveLength(2);
  });

  it("a click opens the popup at once; a closed popup shows 'Popup closed'", async () => {
    const { popups, test } = setup();
    fireEvent.click(await modal().findByRole("button", { name: continueWith("Google") }));
    expect(popups.opened).toHaveLength(1);
    expect(popups.opened[0]?.size).toEqual({ width: 600, height: 800 });
    await modal().findByText(socialEn.socialWaiting("Google"));
    await waitFor(() => expect(popups.opened[0]?.visited).toHaveLength(1));
    popups.opened[0]?.closeByUser();
    await act(() => test.clock.advanceAsync(1_000));
    expect((await modal().findByRole("alert")).textContent).toBe(coreMessages.popupClosed);
  });

  it("connects from the callback and the account names the provider's user", async () => {
    const { popups, test } = setup();
    fireEvent.click(await modal().findByRole("button", { name: continueWith("X") }));
    await waitFor(() => expect(popups.opened[0]?.visited).toHaveLength(1));
    await act(async () => popups.opened[0]?.handOver(`${CALLBACK}?code=abc&state=xyz`));
    await waitFor(() => expect(test.foyer.isConnected()).toBe(true));
    act(() => test.foyer.open({ view: "Account" }));
    expect(
      await modal().findByText(socialEn.socialSignedInWith("X"), { exact: false }),
    ).toBeTruthy();
    expect(modal().getByText("ada")).toBeTruthy();
  });
});
