import { describe, expect, it } from "vitest";
import { ALERTS } from "./alerts.js";
import { API_ERROR_CODES, ApiError } from "./apiError.js";
import { CLIENT_ERROR_MESSAGES, ClientError } from "./clientError.js";
import { CONFIGURATION_ERROR_CODES, ConfigurationError } from "./configurationError.js";
import { CONNECTION_ERROR_CODES, ConnectionError } from "./connectionError.js";
import { FoyerError, type FoyerErrorOptions } from "./FoyerError.js";
import { foyerMessages } from "./foyerMessages.js";
import { FRAME_ERROR_CODES, FrameError } from "./frameError.js";
import { INVALID_INPUT_ERROR_CODES, InvalidInputError } from "./invalidInputError.js";
import { messages } from "./messages.js";
import { SIGN_IN_ERROR_CODES, SignInError } from "./signInError.js";
import { UNKNOWN_WALLET_ERROR, WalletError } from "./walletError.js";
import { WALLET_ERROR_CODES, WALLET_ERROR_MESSAGES } from "./walletErrorCodes.js";
import { SDK_ERROR, SdkError, wrapSdkError } from "./wrapSdkError.js";

const FAMILIES = [
  ApiError,
  ClientError,
  ConfigurationError,
  ConnectionError,
  FrameError,
  InvalidInputError,
  SignInError,
  WalletError,
] as const;

/**
 * One row per family, with an error as a site throws it (behaviour §8): the class,
 * its stable name, a code of its union and the catalogue message for it.
 */
const ROWS: readonly (readonly [string, FoyerError, string, string])[] = [
  [
    "ApiError",
    new ApiError(messages.httpStatus(503), { code: "HTTP_ERROR", details: { status: 503 } }),
    "HTTP_ERROR",
    "HTTP status code: 503",
  ],
  [
    "ClientError",
    new ClientError(CLIENT_ERROR_MESSAGES.CHAIN_MISMATCH, { code: "CHAIN_MISMATCH" }),
    "CHAIN_MISMATCH",
    foyerMessages.chainMismatch,
  ],
  [
    "ConfigurationError",
    new ConfigurationError(messages.siweAndSiwxBothSet, { code: "SIWE_AND_SIWX_BOTH_SET" }),
    "SIWE_AND_SIWX_BOTH_SET",
    messages.siweAndSiwxBothSet,
  ],
  [
    "ConnectionError",
    new ConnectionError(messages.modalClosed, { code: "MODAL_CLOSED" }),
    "MODAL_CLOSED",
    messages.modalClosed,
  ],
  [
    "FrameError",
    new FrameError(messages.frameLoadFailed, {
      code: FRAME_ERROR_CODES.loadFailed,
      details: { alert: ALERTS.IFRAME_LOAD_FAILED },
    }),
    "iframe_load_failed",
    messages.frameLoadFailed,
  ],
  [
    "InvalidInputError",
    new InvalidInputError(messages.invalidCaip2, { code: "INVALID_CAIP2" }),
    "INVALID_CAIP2",
    messages.invalidCaip2,
  ],
  [
    "SignInError",
    new SignInError(messages.siwxNotEnabled, { code: "SIWX_NOT_ENABLED" }),
    "SIWX_NOT_ENABLED",
    messages.siwxNotEnabled,
  ],
  [
    "WalletError",
    new WalletError(WALLET_ERROR_MESSAGES.USER_REJECTED, { code: "USER_REJECTED" }),
    "USER_REJECTED",
    foyerMessages.walletUserRejected,
  ],
];

describe("error families (behaviour §8)", () => {
  it.each(ROWS)("%s: stable name, its code, the catalogue message", (name, error, code, text) => {
    expect(error).toBeInstanceOf(FoyerError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(error.code).toBe(code);
    expect(error.shortMessage).toBe(text);
    expect(error.category).toBe("INTERNAL_SDK_ERROR");
    // The developer message: the user's text first, then where the docs explain the family.
    expect(String(error).split("\n")[0]).toBe(`${name}: ${text}`);
    expect(error.message).toContain(`Docs: docs/errors.md#${name.toLowerCase()}`);
    expect(error.message).toContain("Version: @foyer/core@");
    expect(error.docsPath).toBe(`docs/errors.md#${name.toLowerCase()}`);
  });

  it.each(ROWS)("%s is an instance of its own family only", (name, error) => {
    const families = FAMILIES.filter((family) => error instanceof family).map((f) => f.name);
    expect(families).toEqual([name]);
  });

  it.each(FAMILIES.map((family) => [family.name, family] as const))(
    "%s keeps category, details and cause",
    (_name, family) => {
      // Any code will do here: what is checked is what every family does with its options.
      const Family = family as new (message: string, options: FoyerErrorOptions) => FoyerError;
      const cause = new Error("below");
      const error = new Family("x", {
        code: "X",
        category: "API_ERROR",
        details: { status: 500 },
        cause,
      });
      expect(error.category).toBe("API_ERROR");
      expect(error.details).toEqual({ status: 500 });
      expect(error.cause).toBe(cause);
      expect(new Family("x", { code: "X" }).details).toEqual({});
      expect("cause" in new Family("x", { code: "X" })).toBe(false);
    },
  );

  it("gives every code to one family only, so a code names its family", () => {
    const all = [
      ...API_ERROR_CODES,
      ...Object.keys(CLIENT_ERROR_MESSAGES),
      ...CONFIGURATION_ERROR_CODES,
      ...CONNECTION_ERROR_CODES,
      ...Object.values(FRAME_ERROR_CODES),
      ...INVALID_INPUT_ERROR_CODES,
      ...SIGN_IN_ERROR_CODES,
      ...Object.keys(WALLET_ERROR_CODES),
      UNKNOWN_WALLET_ERROR,
      SDK_ERROR,
    ];
    expect(all.filter((code, index) => all.indexOf(code) !== index)).toEqual([]);
  });

  it("keeps the codes clients match on (behaviour §8 frame, origins and alert codes)", () => {
    expect(FRAME_ERROR_CODES.loadFailed).toBe("iframe_load_failed");
    expect(FRAME_ERROR_CODES.requestTimeout).toBe("iframe_request_timeout");
    expect(API_ERROR_CODES).toEqual(expect.arrayContaining(["RATE_LIMITED", "SERVER_ERROR"]));
    expect(CONFIGURATION_ERROR_CODES).toContain(ALERTS.INVALID_APP_CONFIGURATION.code);
  });

  it("restricts each family's code to its union (checked by the compiler)", () => {
    // @ts-expect-error: HTTP_ERROR is an ApiError code, not a WalletError one
    const wrong = new WalletError("x", { code: "HTTP_ERROR" });
    // @ts-expect-error: codes are a closed union, not free strings
    const free = new ApiError("x", { code: "SOMETHING" });
    expect([wrong.name, free.name]).toEqual(["WalletError", "ApiError"]);
  });
});

describe("SdkError: what wrapSdkError reports (behaviour §8)", () => {
  it.each(ROWS)("a %s keeps its code under the report's category", (_name, error, code, text) => {
    const reported = wrapSdkError(error, "API_ERROR");
    expect(reported).toBeInstanceOf(SdkError);
    expect(reported).toBeInstanceOf(FoyerError);
    expect(reported).toMatchObject({
      name: "SdkError",
      code,
      shortMessage: text,
      category: "API_ERROR",
    });
    expect(reported.cause).toBe(error);
  });

  it("anything else is SDK_ERROR with the generic message", () => {
    expect(wrapSdkError(new TypeError("boom"))).toMatchObject({
      name: "SdkError",
      code: SDK_ERROR,
      shortMessage: messages.somethingWentWrong,
      category: "INTERNAL_SDK_ERROR",
      details: { originalMessage: "boom" },
    });
  });
});
