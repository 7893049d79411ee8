import { describe, expect, it } from "vitest";
import { readWalletErrorCode } from "./readWalletErrorCode.js";

/** Shaped like viem's BaseError chain: wrappers without a code around an RPC error. */
class ViemLikeError extends Error {
  constructor(message: string, options: { cause?: unknown; code?: number } = {}) {
    super(message, { cause: options.cause });
    if (options.code !== undefined) Object.assign(this, { code: options.code });
  }
}

describe("reading a wallet code from any error shape (behaviour §8)", () => {
  const rpc4902 = { code: 4902, message: "Unrecognized chain ID" };
  const cyclic: { code?: number; cause?: unknown } = {};
  cyclic.cause = cyclic;

  it.each<[string, unknown, number | undefined]>([
    ["EIP-1193 error", { code: 4001, message: "User rejected" }, 4001],
    ["Error with a code", Object.assign(new Error("no"), { code: 4100 }), 4100],
    [
      "viem-style chain",
      new ViemLikeError("Transaction failed", {
        cause: new ViemLikeError("Request failed", {
          cause: new ViemLikeError("x", { code: 4001 }),
        }),
      }),
      4001,
    ],
    ["MetaMask mobile nesting", { code: -32603, data: { originalError: rpc4902 } }, 4902],
    ["ethers-style wrapper", { code: "ACTION_REJECTED", error: { code: 4001 } }, 4001],
    ["JSON-RPC code alone", { code: -32601, message: "Method not found" }, -32601],
    [
      "outermost JSON-RPC code when nothing specific",
      { code: -32603, cause: { code: -32000 } },
      -32603,
    ],
    ["string code ignored", { code: "4001" }, undefined],
    ["fractional code ignored", { code: 4001.5 }, undefined],
    ["plain string", "boom", undefined],
    ["null", null, undefined],
    ["cyclic cause", cyclic, undefined],
  ])("%s", (_label, error, code) => {
    expect(readWalletErrorCode(error)).toBe(code);
  });
});
