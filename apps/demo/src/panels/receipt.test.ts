import { describe, expect, it } from "vitest";
import { readReceipt } from "./receipt.js";

describe("a transaction receipt as the send panel reads it", () => {
  it("is none while the transaction is not mined", () => {
    expect(readReceipt(null)).toBeUndefined();
  });

  // Block numbers as decimal strings: the table is serialised, and JSON has no bigint.
  it.each<[string, unknown, string, string]>([
    ["mined", { status: "0x1", blockNumber: "0x53" }, "success", "83"],
    ["reverted", { status: "0x0", blockNumber: "0x10" }, "reverted", "16"],
  ])("%s", (_, raw, status, block) => {
    const receipt = readReceipt(raw);
    expect(receipt?.status).toBe(status);
    expect(receipt?.blockNumber.toString()).toBe(block);
  });

  it.each<unknown>(["0x1", { status: "yes", blockNumber: "0x1" }, { status: "0x1" }])(
    "refuses %j",
    (raw) => {
      expect(() => readReceipt(raw)).toThrow();
    },
  );
});
