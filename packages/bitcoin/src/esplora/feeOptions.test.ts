import { describe, expect, it } from "vitest";
import { feeRateOptions } from "./feeOptions.js";

const rates = (options: ReturnType<typeof feeRateOptions>) =>
  options.map((option) => [option.speed, option.satPerVbyte]);

describe("feeRateOptions (slow/normal/fast from Esplora's fee-estimates)", () => {
  it.each([
    [
      "targets 1, 6 and 144, rounded up",
      { "1": 20.4, "2": 15, "6": 8.2, "144": 1.1 },
      [
        ["slow", 2],
        ["normal", 9],
        ["fast", 21],
      ],
    ],
    [
      "the nearest wider target when the exact one is missing",
      { "2": 12, "10": 5, "504": 2 },
      [
        ["slow", 2],
        ["normal", 5],
        ["fast", 12],
      ],
    ],
    [
      "the widest target there is when none is wide enough",
      { "1": 3, "3": 2 },
      [
        ["slow", 2],
        ["normal", 2],
        ["fast", 3],
      ],
    ],
    [
      "at least 1 sat/vB",
      { "1": 0.5, "6": 0.1, "144": 0 },
      [
        ["slow", 1],
        ["normal", 1],
        ["fast", 1],
      ],
    ],
    [
      "1 sat/vB with no estimates",
      {},
      [
        ["slow", 1],
        ["normal", 1],
        ["fast", 1],
      ],
    ],
    [
      "a slower speed is never dearer than a faster one",
      { "1": 4, "6": 9, "144": 12 },
      [
        ["slow", 4],
        ["normal", 4],
        ["fast", 4],
      ],
    ],
  ])("%s", (_name, estimates, expected) => {
    expect(rates(feeRateOptions(estimates))).toEqual(expected);
  });
});
