import { describe, expect, it } from "vitest";
import { CLIENT_ERROR_MESSAGES, type ClientErrorCode, createClientError } from "./clientError.js";
import { FoyerError } from "./FoyerError.js";

describe("client errors (behaviour §8)", () => {
  it("covers each client error the spec names", () => {
    expect(Object.keys(CLIENT_ERROR_MESSAGES).sort()).toEqual(
      [
        "CHAIN_MISMATCH",
        "CHAIN_NOT_CONFIGURED",
        "CHAIN_SWITCHING_NOT_SUPPORTED",
        "CONNECTOR_ALREADY_CONNECTED",
        "CONNECTOR_NOT_CONNECTED",
        "PROVIDER_NOT_FOUND",
      ].sort(),
    );
  });

  it.each(Object.keys(CLIENT_ERROR_MESSAGES) as ClientErrorCode[])(
    "%s builds a FoyerError with its code and message",
    (code) => {
      const error = createClientError(code);
      expect(error).toBeInstanceOf(FoyerError);
      expect(error.code).toBe(code);
      expect(error.shortMessage).toBe(CLIENT_ERROR_MESSAGES[code].en);
      expect(error.text).toEqual(CLIENT_ERROR_MESSAGES[code]);
      expect(error.category).toBe("INTERNAL_SDK_ERROR");
    },
  );

  it("gives each client error its own message", () => {
    const texts = Object.values(CLIENT_ERROR_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("carries developer details", () => {
    const details = { expected: "eip155:1", actual: "eip155:10" };
    expect(createClientError("CHAIN_MISMATCH", details).details).toEqual(details);
  });
});
