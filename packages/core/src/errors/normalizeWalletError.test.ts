import { describe, expect, it } from "vitest";
import { FoyerError } from "./FoyerError.js";
import { foyerMessages } from "./foyerMessages.js";
import { messages } from "./messages.js";
import { isUserRejection, normalizeWalletError } from "./normalizeWalletError.js";
import { UNKNOWN_WALLET_ERROR, WalletError } from "./walletError.js";
import { WALLET_ERROR_MESSAGES } from "./walletErrorCodes.js";

/** Shaped like viem's BaseError chain: wrappers without a code around an RPC error. */
class ViemLikeError extends Error {
  constructor(message: string, options: { cause?: unknown; code?: number } = {}) {
    super(message, { cause: options.cause });
    if (options.code !== undefined) Object.assign(this, { code: options.code });
  }
}

describe("normalizeWalletError (behaviour §8)", () => {
  it("names a known code, keeps the number, the wallet's text and the original", () => {
    const original = { code: 4902, message: "Unrecognized chain ID 0x1234" };
    const error = normalizeWalletError(original);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toBeInstanceOf(FoyerError);
    expect(error.name).toBe("WalletError");
    expect(error.code).toBe("UNRECOGNIZED_CHAIN");
    expect(error.shortMessage).toBe(WALLET_ERROR_MESSAGES.UNRECOGNIZED_CHAIN.en);
    expect(error.text).toEqual(WALLET_ERROR_MESSAGES.UNRECOGNIZED_CHAIN);
    expect(error.details).toEqual({ walletCode: 4902, walletMessage: original.message });
    expect(error.cause).toBe(original);
  });

  it("uses the neutral rejection text by default and the caller's text when connecting", () => {
    const rejected = { code: 4001, message: "User rejected the request." };
    expect(normalizeWalletError(rejected).shortMessage).toBe(foyerMessages.walletUserRejected);
    expect(
      normalizeWalletError(rejected, { USER_REJECTED: messages.connectionRejected }).shortMessage,
    ).toBe("Connection rejected");
  });

  it.each<[string, unknown, number | undefined]>([
    ["unknown code", { code: 1234, message: "odd" }, 1234],
    ["no code", new Error("kaput"), undefined],
    ["not an error", 42, undefined],
  ])("gives %s the generic wallet error", (_label, original, walletCode) => {
    const error = normalizeWalletError(original);
    expect(error.code).toBe(UNKNOWN_WALLET_ERROR);
    expect(error.shortMessage).toBe(foyerMessages.walletError);
    expect(error.details.walletCode).toBe(walletCode);
  });

  it("passes a FoyerError through", () => {
    const error = new FoyerError(messages.failedToConnect, { code: "FAILED_TO_CONNECT" });
    expect(normalizeWalletError(error)).toBe(error);
  });
});

describe("isUserRejection (behaviour §8)", () => {
  it.each<[string, unknown, boolean]>([
    ["4001", { code: 4001 }, true],
    ["WalletConnect 5000", { code: 5000, message: "User rejected." }, true],
    ["nested 4001", new ViemLikeError("outer", { cause: { code: 4001 } }), true],
    ["normalized rejection", normalizeWalletError({ code: 4001 }), true],
    [
      "WalletError coded as rejection",
      new WalletError(messages.connectionRejected, { code: "USER_REJECTED" }),
      true,
    ],
    ["4100", { code: 4100 }, false],
    ["-32603", { code: -32603 }, false],
    ["other FoyerError", new FoyerError(messages.failedToConnect, { code: "X" }), false],
    ["undefined", undefined, false],
  ])("%s → %s", (_label, error, expected) => {
    expect(isUserRejection(error)).toBe(expected);
  });
});
