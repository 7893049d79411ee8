import { describe, expect, it } from "vitest";
import { largestTimeUnit } from "./timeUnit.js";

const HOUR = 3600_000;

describe("largestTimeUnit", () => {
  it.each([
    [24 * HOUR, { value: 1, unit: "day" }],
    [-3 * HOUR, { value: -3, unit: "hour" }],
    [7 * 24 * HOUR, { value: 1, unit: "week" }],
    [400 * 24 * HOUR, { value: 1, unit: "year" }],
    [45 * 60_000, { value: 45, unit: "minute" }],
    [90_000, { value: 2, unit: "minute" }],
    [500, { value: 1, unit: "second" }],
    [0, { value: 0, unit: "second" }],
  ])("%d ms → %o", (delta, expected) => {
    expect(largestTimeUnit(delta)).toEqual(expected);
  });
});
