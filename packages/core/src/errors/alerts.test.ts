import { describe, expect, it } from "vitest";
import { ALERTS, type AlertCode, alertForProviderMessage, alertForServerCode } from "./alerts.js";
import { messages } from "./messages.js";

describe("alert catalogue (behaviour §8)", () => {
  it.each<[AlertCode, string]>([
    ["SWITCH_NETWORK_NOT_FOUND", "Network Not Found"],
    ["INVALID_APP_CONFIGURATION", "Invalid App Configuration"],
    ["IFRAME_LOAD_FAILED", "Network Error - Could not load embedded wallet"],
    ["IFRAME_REQUEST_TIMEOUT", "Embedded Wallet Request Timed Out"],
    ["JWT_TOKEN_NOT_VALID", "Session Expired"],
    ["INVALID_PROJECT_ID", "Invalid Project ID"],
    ["SERVER_ERROR_APP_CONFIGURATION", "Failed to get App Configuration"],
  ])("%s has the spec's short message %j", (code, shortMessage) => {
    expect(ALERTS[code].shortMessage).toBe(shortMessage);
  });

  it("keys every alert by its own code, with texts and a type", () => {
    for (const [key, alert] of Object.entries(ALERTS)) {
      expect(alert.code).toBe(key);
      expect(alert.shortMessage.length).toBeGreaterThan(0);
      expect(alert.longMessage.length).toBeGreaterThan(0);
    }
  });

  it("lists every alert the spec names", () => {
    expect(Object.keys(ALERTS).sort()).toEqual(
      [
        "SWITCH_NETWORK_NOT_FOUND",
        "INVALID_APP_CONFIGURATION",
        "IFRAME_LOAD_FAILED",
        "IFRAME_REQUEST_TIMEOUT",
        "UNVERIFIED_DOMAIN",
        "JWT_TOKEN_NOT_VALID",
        "INVALID_PROJECT_ID",
        "PROJECT_ID_NOT_CONFIGURED",
        "SERVER_ERROR_APP_CONFIGURATION",
        "RATE_LIMITED_APP_CONFIGURATION",
        "MULTI_WALLET_NOT_ENABLED",
      ].sort(),
    );
  });

  it("makes only the multi-wallet notice an info alert", () => {
    const info = Object.values(ALERTS).filter((alert) => alert.type === "info");
    expect(info.map((alert) => alert.code)).toEqual(["MULTI_WALLET_NOT_ENABLED"]);
  });

  it("tells the developer to check the networks array when a network is missing", () => {
    expect(ALERTS.SWITCH_NETWORK_NOT_FOUND.longMessage).toContain("networks array");
  });

  it("tells the user to check the time settings and reconnect on an expired session", () => {
    expect(ALERTS.JWT_TOKEN_NOT_VALID.longMessage).toMatch(/time settings.*reconnect/);
  });
});

describe("the provider server's codes that are alerts", () => {
  it.each<[unknown, AlertCode | undefined]>([
    ["INVALID_PROJECT_ID", "INVALID_PROJECT_ID"],
    ["INVALID_APP_CONFIGURATION", "INVALID_APP_CONFIGURATION"],
    ["RATE_LIMITED", undefined],
    ["invalid_project_id", undefined],
    ["toString", undefined],
    [messages.providerInvalidKey, undefined],
    [undefined, undefined],
    [401, undefined],
  ])("maps %j to %s", (code, alert) => {
    expect(alertForServerCode(code)?.code).toBe(alert);
  });
});

describe("provider message mapping (behaviour §8)", () => {
  it.each<[unknown, AlertCode | undefined]>([
    [messages.providerOriginNotAllowed, "INVALID_APP_CONFIGURATION"],
    [`HTTP 403: ${messages.providerOriginNotAllowed}`, "INVALID_APP_CONFIGURATION"],
    [messages.providerJwtNotYetValid, "JWT_TOKEN_NOT_VALID"],
    [`${messages.providerJwtNotYetValid} (iat in the future)`, "JWT_TOKEN_NOT_VALID"],
    [messages.providerInvalidKey, "INVALID_PROJECT_ID"],
    ["Unauthorized", undefined],
    ["unauthorized: invalid key", undefined],
    ["", undefined],
    [undefined, undefined],
    [403, undefined],
  ])("maps %j to %s", (message, code) => {
    expect(alertForProviderMessage(message)?.code).toBe(code);
  });

  it("spells the provider messages as the spec does", () => {
    expect(messages.providerOriginNotAllowed).toBe("Unauthorized: origin not allowed");
    expect(messages.providerJwtNotYetValid).toBe(
      "JWT validation error: JWT Token is not yet valid",
    );
    expect(messages.providerInvalidKey).toBe("Unauthorized: invalid key");
  });
});
