import { describe, expect, it } from "vitest";
import { ApiError } from "../errors/apiError.js";
import { insufficientFundsError } from "../errors/insufficientFunds.js";
import { messages } from "../errors/messages.js";
import { WalletError } from "../errors/walletError.js";
import { SwapError, swapRevertedError, toSwapError } from "./swapError.js";
import { swapMessages } from "./swapMessages.js";

const refused = (serverCode: string) =>
  new ApiError(messages.httpStatus(400), {
    code: "HTTP_ERROR",
    details: { status: 400, serverCode, serverMessage: "…" },
  });

describe("toSwapError", () => {
  it.each([
    [
      "UNSUPPORTED_CHAIN",
      "SWAP_UNSUPPORTED_NETWORK",
      messages.swapsNetworkUnsupported,
      "swapsNetworkUnsupported",
    ],
    ["NO_ROUTE", "SWAP_NO_ROUTE", swapMessages.noRoute, "swapNoRoute"],
    [
      "AMOUNT_TOO_SMALL",
      "SWAP_AMOUNT_TOO_SMALL",
      swapMessages.amountTooSmall,
      "swapAmountTooSmall",
    ],
    [
      "INSUFFICIENT_BALANCE",
      "SWAP_INSUFFICIENT_BALANCE",
      swapMessages.insufficientBalance,
      "swapInsufficientBalance",
    ],
    [
      "INSUFFICIENT_ALLOWANCE",
      "SWAP_INSUFFICIENT_ALLOWANCE",
      swapMessages.insufficientAllowance,
      "swapInsufficientAllowance",
    ],
    ["SWAP_WOULD_REVERT", "SWAP_WOULD_REVERT", swapMessages.wouldRevert, "swapWouldRevert"],
    ["SOMETHING_NEW", "SWAP_FAILED", swapMessages.failed, "swapFailed"],
  ])("the server's %s is %s, its text by key", (serverCode, code, message, key) => {
    const error = toSwapError(refused(serverCode));
    expect(error).toBeInstanceOf(SwapError);
    expect(error).toMatchObject({ name: "SwapError", code, shortMessage: message });
    // The modal words it by this key in the page's language.
    expect(error.text).toEqual({ key, en: message });
  });

  it("a network the API does not serve says 'Network not supported for Swaps'", () => {
    const error = toSwapError(
      new ApiError(messages.swapsNetworkUnsupported, { code: "UNSUPPORTED_NETWORK" }),
    );
    expect(error.shortMessage).toBe("Network not supported for Swaps");
  });

  it("a declined wallet request is a rejection", () => {
    const declined = new WalletError("User rejected the request.", { code: "USER_REJECTED" });
    expect(toSwapError(declined)).toMatchObject({
      code: "SWAP_REJECTED",
      shortMessage: "Transaction rejected",
    });
    expect(toSwapError({ code: 4001 })).toMatchObject({ code: "SWAP_REJECTED" });
  });

  it("an account that can't pay the network fee says so, naming the network's coin", () => {
    const broke = insufficientFundsError(new Error("insufficient funds for gas * price + value"));
    expect(toSwapError(broke, "ETH")).toMatchObject({
      code: "SWAP_INSUFFICIENT_GAS",
      shortMessage: "Not enough ETH to pay the network fee",
      cause: broke,
    });
  });

  it("another wallet answer keeps its own words", () => {
    const unsupported = new WalletError("The wallet does not support this method", {
      code: "UNSUPPORTED_METHOD",
    });
    expect(toSwapError(unsupported)).toMatchObject({
      code: "SWAP_FAILED",
      shortMessage: "The wallet does not support this method",
    });
  });

  it("keeps a SwapError and wraps anything else as SWAP_FAILED with its cause", () => {
    const reverted = swapRevertedError(1, "0xabc");
    expect(toSwapError(reverted)).toBe(reverted);
    const boom = new Error("boom");
    expect(toSwapError(boom)).toMatchObject({ code: "SWAP_FAILED", cause: boom });
  });

  it("an on-chain revert says so, with the slippage", () => {
    const reverted = swapRevertedError(1, "0xabc");
    expect(reverted.shortMessage).toBe(
      "The swap reverted on-chain: the price moved past your 1% slippage tolerance. Nothing was swapped; only the network fee was spent",
    );
    expect(reverted.text).toMatchObject({ key: "swapReverted", args: [1] });
  });
});
