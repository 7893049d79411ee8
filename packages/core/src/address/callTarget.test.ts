import { describe, expect, it } from "vitest";
import { isCallTarget } from "./callTarget.js";

describe("call target (behaviour §5)", () => {
  it.each<[unknown, boolean]>([
    ["0xde709f2102306220921060314715629080e2fb77", true],
    ["0x", true],
    ["de709f2102306220921060314715629080e2fb77", false],
    ["0X12", false],
    [" 0x12", false],
    [12, false],
    [undefined, false],
  ])("%j → %s", (value, expected) => {
    expect(isCallTarget(value)).toBe(expected);
  });
});
