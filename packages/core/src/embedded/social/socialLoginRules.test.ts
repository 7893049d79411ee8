import { SOCIAL_OPTIONS } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { socialCallbackOutcome } from "./socialCallback.js";
import {
  centredPopup,
  connectableSocials,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_SIZE,
  socialButtonsOf,
} from "./socialLoginRules.js";

describe("social login rules (behaviour §2, §4, §9)", () => {
  it("opens 600x800 and polls every second", () => {
    expect(SOCIAL_POPUP_SIZE).toEqual({ width: 600, height: 800 });
    expect(SOCIAL_POPUP_POLL_MS).toBe(1000);
  });

  it.each([
    [
      { screenX: 0, screenY: 0, outerWidth: 1600, outerHeight: 1000 },
      { left: 500, top: 100 },
    ],
    [
      { screenX: 200, screenY: 50, outerWidth: 1280, outerHeight: 900 },
      { left: 540, top: 100 },
    ],
    // A window smaller than the popup: centred all the same, off its edges.
    [
      { screenX: 100, screenY: 100, outerWidth: 400, outerHeight: 600 },
      { left: 0, top: 0 },
    ],
  ])("centres the popup on the window %o", (host, at) => {
    expect(centredPopup(host)).toEqual({ ...at, width: 600, height: 800 });
  });

  it.each([
    ["http://127.0.0.1:8787/auth/v1/embedded/social/callback?code=abc&state=xyz", { ok: true }],
    [
      "http://127.0.0.1:8787/auth/v1/embedded/social/callback?error=access_denied&state=xyz",
      {
        ok: false,
        message: coreText("connectionRejected", messages.connectionRejected),
        rejected: true,
      },
    ],
    [
      "http://127.0.0.1:8787/auth/v1/embedded/social/callback?error=server_error&state=xyz",
      { ok: false, message: coreText("socialConnectionFailed", messages.socialConnectionFailed) },
    ],
    [
      "http://127.0.0.1:8787/auth/v1/embedded/social/callback?code=abc",
      { ok: false, message: coreText("socialConnectionFailed", messages.socialConnectionFailed) },
    ],
    [
      "not a url",
      { ok: false, message: coreText("socialConnectionFailed", messages.socialConnectionFailed) },
    ],
  ])("reads the callback %s", (uri, outcome) => {
    expect(socialCallbackOutcome(uri)).toEqual(outcome);
  });

  it("offers the six OAuth providers in the remote order, Farcaster left out", () => {
    expect(connectableSocials(SOCIAL_OPTIONS)).toEqual([
      "google",
      "x",
      "discord",
      "github",
      "apple",
      "facebook",
    ]);
    expect(connectableSocials(["farcaster", "apple", "google"])).toEqual(["apple", "google"]);
    expect(connectableSocials([])).toEqual([]);
  });

  it.each([
    [SOCIAL_OPTIONS, [...SOCIAL_OPTIONS]],
    [["farcaster"], ["farcaster"]],
    [
      ["github", "farcaster"],
      ["github", "farcaster"],
    ],
    [[], []],
  ] as const)("offers the buttons %j as %j (Farcaster included)", (socials, expected) => {
    expect(socialButtonsOf(socials)).toEqual(expected);
  });
});
