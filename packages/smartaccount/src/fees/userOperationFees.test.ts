import { createPublicClient, custom } from "viem";
import { describe, expect, it } from "vitest";
import { userOperationFees } from "./userOperationFees.js";

/** A node whose base fee is 10 wei and whose suggested tip is 3 wei. */
const chain = createPublicClient({
  transport: custom({
    request: async ({ method }) => {
      if (method === "eth_getBlockByNumber") return { baseFeePerGas: "0xa", number: "0x1" };
      if (method === "eth_maxPriorityFeePerGas") return "0x3";
      if (method === "eth_chainId") return "0x7a69";
      throw new Error(`unexpected ${method}`);
    },
  }),
});

const bundlerAnswering = (answer: () => unknown) => ({
  request: (async () => answer()) as never,
});

describe("userOperationFees", () => {
  it.each([
    [
      "the bundler's standard tier as it is",
      () => ({
        slow: { maxFeePerGas: "0x1", maxPriorityFeePerGas: "0x1" },
        standard: { maxFeePerGas: "0x20", maxPriorityFeePerGas: "0x5" },
        fast: { maxFeePerGas: "0x40", maxPriorityFeePerGas: "0x9" },
      }),
      { maxFeePerGas: 32n, maxPriorityFeePerGas: 5n },
    ],
    [
      "twice the chain's estimate when the bundler lacks the method",
      () => {
        throw Object.assign(new Error("Method not found"), { code: -32601 });
      },
      // viem: base fee × 1.2 + tip = 15, doubled; the tip doubled.
      { maxFeePerGas: 30n, maxPriorityFeePerGas: 6n },
    ],
    [
      "twice the chain's estimate when the answer is malformed",
      () => ({ standard: { maxFeePerGas: 7 } }),
      { maxFeePerGas: 30n, maxPriorityFeePerGas: 6n },
    ],
  ])("offers %s", async (_, answer, expected) => {
    expect(await userOperationFees(bundlerAnswering(answer), chain)).toEqual(expected);
  });
});
