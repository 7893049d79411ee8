import { describe, expect, it } from "vitest";
import { FoyerError } from "./FoyerError.js";
import { messages } from "./messages.js";
import { SDK_ERROR, wrapSdkError } from "./wrapSdkError.js";

describe("SDK error wrapping (behaviour §8)", () => {
  it.each([
    [undefined, "INTERNAL_SDK_ERROR"],
    ["INTERNAL_SDK_ERROR", "INTERNAL_SDK_ERROR"],
    ["API_ERROR", "API_ERROR"],
  ] as const)("category %s gives %s", (category, expected) => {
    expect(wrapSdkError(new Error("x"), category).category).toBe(expected);
  });

  it.each<[string, unknown, string | undefined]>([
    ["an Error", new TypeError("fetch failed"), "fetch failed"],
    ["a string", "socket hang up", "socket hang up"],
    ["anything else", { status: 500 }, undefined],
  ])("wraps %s with the generic message and keeps it as cause", (_label, original, text) => {
    const wrapped = wrapSdkError(original);
    expect(wrapped.shortMessage).toBe(messages.somethingWentWrong);
    expect(wrapped.code).toBe(SDK_ERROR);
    expect(wrapped.details.originalMessage).toBe(text);
    expect(wrapped.cause).toBe(original);
  });

  it("keeps a FoyerError's own category when none is given (an API_ERROR stays one)", () => {
    const original = new FoyerError(messages.transactionsFetchFailed, {
      code: "TRANSACTIONS_FETCH_FAILED",
      category: "API_ERROR",
    });
    expect(wrapSdkError(original).category).toBe("API_ERROR");
    expect(wrapSdkError(new FoyerError("x", { code: "X" })).category).toBe("INTERNAL_SDK_ERROR");
  });

  it("keeps a FoyerError's message, code and details under the new category", () => {
    const original = new FoyerError(messages.transactionsFetchFailed, {
      code: "TRANSACTIONS_FETCH_FAILED",
      details: { address: "0xabc" },
    });
    const wrapped = wrapSdkError(original, "API_ERROR");
    expect(wrapped).toMatchObject({
      shortMessage: messages.transactionsFetchFailed,
      code: "TRANSACTIONS_FETCH_FAILED",
      category: "API_ERROR",
      details: { address: "0xabc" },
    });
    expect(wrapped.cause).toBe(original);
  });
});
