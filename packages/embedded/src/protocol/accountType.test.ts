import { describe, expect, it } from "vitest";
import { fromWireAccountType, toWireAccountType } from "./accountType.js";

describe("account types on the wire (behaviour §6)", () => {
  it.each([
    ["eoa", "EOA"],
    ["smartAccount", "SMART_ACCOUNT"],
  ] as const)("%s ↔ %s", (core, wire) => {
    expect(toWireAccountType(core)).toBe(wire);
    expect(fromWireAccountType(wire)).toBe(core);
  });
});
