import { describe, expect, it } from "vitest";
import { ALERTS } from "../../errors/alerts.js";
import { ApiError } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";
import { httpStatusError } from "../http/httpErrors.js";
import { originsAlert, remoteConfigAlert } from "./projectAlerts.js";

const PAGE = "https://app.example";

describe("remoteConfigAlert", () => {
  it.each([
    [
      "429",
      httpStatusError(429, "https://foyer.test/appkit/v1/config", "{}"),
      ALERTS.RATE_LIMITED_APP_CONFIGURATION,
    ],
    [
      "403 origin not allowed",
      httpStatusError(
        403,
        "https://foyer.test/appkit/v1/config",
        JSON.stringify({ message: messages.providerOriginNotAllowed }),
      ),
      ALERTS.INVALID_APP_CONFIGURATION,
    ],
    [
      "403 with the server's code INVALID_PROJECT_ID, whatever its words",
      httpStatusError(
        403,
        "https://foyer.test/appkit/v1/config",
        JSON.stringify({ code: "INVALID_PROJECT_ID", message: "Projekt unbekannt" }),
      ),
      ALERTS.INVALID_PROJECT_ID,
    ],
    [
      "403 with the server's code INVALID_APP_CONFIGURATION",
      httpStatusError(
        403,
        "https://foyer.test/appkit/v1/config",
        JSON.stringify({ code: "INVALID_APP_CONFIGURATION", message: "nope" }),
      ),
      ALERTS.INVALID_APP_CONFIGURATION,
    ],
    [
      "403 with another code",
      httpStatusError(
        403,
        "https://foyer.test/appkit/v1/config",
        JSON.stringify({ code: "FORBIDDEN", message: "Forbidden" }),
      ),
      ALERTS.SERVER_ERROR_APP_CONFIGURATION,
    ],
    [
      "500",
      httpStatusError(500, "https://foyer.test/appkit/v1/config", "{}"),
      ALERTS.SERVER_ERROR_APP_CONFIGURATION,
    ],
    ["a network failure", new Error("fetch failed"), ALERTS.SERVER_ERROR_APP_CONFIGURATION],
  ])("%s", (_name, error, alert) => {
    expect(remoteConfigAlert(error)).toBe(alert);
  });
});

describe("originsAlert", () => {
  const limited = new ApiError("HTTP status code: 429", { code: "RATE_LIMITED" });
  const down = new ApiError("HTTP status code: 503", { code: "SERVER_ERROR" });
  it.each([
    ["the page's origin listed", { origins: [PAGE] }, PAGE, undefined],
    ["listed in another spelling", { origins: ["https://APP.example:443/"] }, PAGE, undefined],
    ["not listed", { origins: ["https://other.example"] }, PAGE, ALERTS.UNVERIFIED_DOMAIN],
    [
      "an empty list (the route refused the origin)",
      { origins: [] },
      PAGE,
      ALERTS.UNVERIFIED_DOMAIN,
    ],
    ["a page without an origin", { origins: [] }, undefined, undefined],
    ["a file page", { origins: [] }, "null", undefined],
    ["rate limited", { error: limited }, PAGE, ALERTS.RATE_LIMITED_APP_CONFIGURATION],
    ["a server error", { error: down }, PAGE, ALERTS.SERVER_ERROR_APP_CONFIGURATION],
  ])("%s", (_name, outcome, page, alert) => {
    expect(originsAlert(outcome, page)).toBe(alert);
  });
});
