import { describe, expect, it } from "vitest";
import { booleanCodec, commaNumberListCodec, jsonCodec, numberCodec } from "./codecs.js";
import { arrayOf, isString } from "./guards.js";

describe("persisted value codecs (behaviour §3 persisted locally)", () => {
  it.each([
    ["1,8453", [1, 8453]],
    ["", []],
    ["137", [137]],
    ["1,x", undefined],
    ["1,,2", undefined],
    [" 1", undefined],
  ])("comma list %j → %j", (raw, expected) => {
    expect(commaNumberListCodec.decode(raw)).toEqual(expected);
  });

  it.each([
    ["1700000000000", 1700000000000],
    ["", undefined],
    ["abc", undefined],
    ["Infinity", undefined],
  ])("number %j → %j", (raw, expected) => {
    expect(numberCodec.decode(raw)).toBe(expected);
  });

  it.each([
    ["true", true],
    ["false", false],
    ["1", undefined],
  ])("boolean %j → %j", (raw, expected) => {
    expect(booleanCodec.decode(raw)).toBe(expected);
  });

  it.each([
    ['["a","b"]', ["a", "b"]],
    ["[1]", undefined],
    ["{", undefined],
  ])("json string list %j → %j", (raw, expected) => {
    expect(jsonCodec(arrayOf(isString)).decode(raw)).toEqual(expected);
  });

  it("encodes back to what it decodes", () => {
    expect(commaNumberListCodec.encode([1, 8453])).toBe("1,8453");
    expect(numberCodec.encode(5)).toBe("5");
    expect(booleanCodec.encode(false)).toBe("false");
  });
});
