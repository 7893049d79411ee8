import { describe, expect, it } from "vitest";
import { ALERTS } from "../../errors/alerts.js";
import { FoyerError } from "../../errors/FoyerError.js";
import { foyerMessages } from "../../errors/foyerMessages.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { evmConnector } from "../../testing/fakeAdapter.js";
import { findAuthConnector } from "../authConnector.js";
import {
  checkEmailLoginStart,
  embeddedErrorOutcome,
  stepForConnectAction,
  stepForUpdateAction,
} from "./emailLoginRules.js";

const NOW = 1_000_000;

describe("checkEmailLoginStart (behaviour §5: valid email, 30 s cooldown)", () => {
  it.each([
    [
      "a valid email, no earlier login",
      "ada@example.com",
      undefined,
      { ok: true, email: "ada@example.com" },
    ],
    [
      "surrounding spaces trimmed",
      "  ada@example.com ",
      undefined,
      { ok: true, email: "ada@example.com" },
    ],
    [
      "an invalid email",
      "ada@",
      undefined,
      { ok: false, message: coreText("invalidEmail", foyerMessages.invalidEmail) },
    ],
    [
      "an empty input",
      "",
      undefined,
      { ok: false, message: coreText("invalidEmail", foyerMessages.invalidEmail) },
    ],
    [
      "a login 1 s ago",
      "ada@example.com",
      NOW - 1_000,
      { ok: false, message: coreText("emailCooldown", messages.emailCooldown, 29) },
    ],
    [
      "a login 29.5 s ago",
      "ada@example.com",
      NOW - 29_500,
      { ok: false, message: coreText("emailCooldown", messages.emailCooldown, 1) },
    ],
    [
      "a login exactly 30 s ago",
      "ada@example.com",
      NOW - 30_000,
      { ok: true, email: "ada@example.com" },
    ],
    [
      "an invalid email during the cooldown: the email is checked first",
      "x",
      NOW,
      { ok: false, message: coreText("invalidEmail", foyerMessages.invalidEmail) },
    ],
  ] as const)("%s", (_, input, last, expected) => {
    expect(checkEmailLoginStart(input, last, NOW)).toEqual(expected);
  });
});

describe("steps from the frame's actions (behaviour §4, §7)", () => {
  it.each([
    ["VERIFY_DEVICE", "verifyDevice"],
    ["VERIFY_OTP", "verifyOtp"],
    ["CONNECT", "connecting"],
  ] as const)("connect email %s → %s", (action, step) => {
    expect(stepForConnectAction(action)).toBe(step);
  });
  it.each([
    ["VERIFY_PRIMARY_OTP", "primaryOtp"],
    ["VERIFY_SECONDARY_OTP", "secondaryOtp"],
  ] as const)("update email %s → %s", (action, step) => {
    expect(stepForUpdateAction(action)).toBe(step);
  });
});

describe("findAuthConnector (behaviour §8 'No auth connector found')", () => {
  it("finds the AUTH connector among others, or none", () => {
    const auth = evmConnector("foyer-embedded", { type: "AUTH" });
    expect(findAuthConnector([evmConnector("metamask"), auth])).toBe(auth);
    expect(findAuthConnector([evmConnector("metamask")])).toBeUndefined();
  });
});

describe("embeddedErrorOutcome (behaviour §8 frame errors and alerts)", () => {
  it.each([
    [
      "a load failure carries IFRAME_LOAD_FAILED",
      new FoyerError(coreText("frameLoadFailed", messages.frameLoadFailed), {
        code: "iframe_load_failed",
        details: { alert: ALERTS.IFRAME_LOAD_FAILED },
      }),
      {
        message: coreText("frameLoadFailed", messages.frameLoadFailed),
        alert: ALERTS.IFRAME_LOAD_FAILED,
      },
    ],
    [
      "a timeout carries IFRAME_REQUEST_TIMEOUT",
      new FoyerError(
        coreText("alertEmbeddedWalletTimedOut", messages.alertEmbeddedWalletTimedOut),
        {
          code: "iframe_request_timeout",
          details: { alert: ALERTS.IFRAME_REQUEST_TIMEOUT },
        },
      ),
      {
        message: coreText("alertEmbeddedWalletTimedOut", messages.alertEmbeddedWalletTimedOut),
        alert: ALERTS.IFRAME_REQUEST_TIMEOUT,
      },
    ],
    [
      "the auth server's SESSION_EXPIRED → JWT_TOKEN_NOT_VALID, whatever the language of its text",
      new FoyerError("Sitzung abgelaufen", {
        code: "FRAME_ERROR",
        details: { type: "connectEmail", refusal: "SESSION_EXPIRED" },
      }),
      { message: "Sitzung abgelaufen", alert: ALERTS.JWT_TOKEN_NOT_VALID },
    ],
    [
      "the words 'Session Expired' without the code raise no alert",
      new Error("Session Expired"),
      { message: "Session Expired" },
    ],
    [
      "another refusal code raises no alert",
      new FoyerError("Invalid code", {
        code: "FRAME_ERROR",
        details: { type: "connectOtp", refusal: "OTP_INVALID" },
      }),
      { message: "Invalid code" },
    ],
    [
      "the provider's JWT message → JWT_TOKEN_NOT_VALID",
      new Error(`401: ${messages.providerJwtNotYetValid}`),
      { message: `401: ${messages.providerJwtNotYetValid}`, alert: ALERTS.JWT_TOKEN_NOT_VALID },
    ],
    ["a plain frame error shows its text", new Error("Invalid code"), { message: "Invalid code" }],
    [
      "an error without text",
      new Error(""),
      { message: coreText("frameErrorWithoutMessage", messages.frameErrorWithoutMessage) },
    ],
    [
      "not an error at all",
      "boom",
      { message: coreText("frameErrorWithoutMessage", messages.frameErrorWithoutMessage) },
    ],
    [
      "a details.alert that is no known alert is ignored",
      new FoyerError("Code expired", { code: "X", details: { alert: { code: "NOPE" } } }),
      { message: "Code expired" },
    ],
  ])("%s", (_, error, expected) => {
    expect(embeddedErrorOutcome(error)).toEqual(expected);
  });
});
