import { describe, expect, it } from "vitest";
import { describeCall, readableMessage } from "../src/rpc/describeCall.js";

describe("what the approval view shows", () => {
  it.each([
    ["plain text", "hello", "hello"],
    ["hex of text", "0x48656c6c6f", "Hello"],
    ["hex of bytes", "0x0001ff", "0x0001ff"],
  ])("a personal_sign message as %s", (_, message, shown) => {
    expect(readableMessage(message)).toBe(shown);
  });

  it("a transaction: recipient, value in ETH, data", () => {
    const summary = describeCall({
      method: "eth_sendTransaction",
      tx: { to: "0x000000000000000000000000000000000000dEaD", value: "0xde0b6b3a7640000" },
    });
    expect(summary).toEqual({
      title: "Send transaction",
      rows: [
        { label: "To", value: "0x000000000000000000000000000000000000dEaD" },
        { label: "Value", value: "1 ETH" },
        { label: "Data", value: "None" },
      ],
    });
  });

  it("a contract deployment has no recipient", () => {
    const summary = describeCall({ method: "eth_sendTransaction", tx: { data: "0x6000" } });
    expect(summary.rows).toContainEqual({ label: "To", value: "New contract" });
    expect(summary.rows).toContainEqual({ label: "Value", value: "0 ETH" });
    expect(summary.rows).toContainEqual({ label: "Data", value: "0x6000" });
  });
});
