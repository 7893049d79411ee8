import { describe, expect, it } from "vitest";
import { keyboardInset } from "./keyboardInset.js";

describe("keyboardInset", () => {
  it.each([
    ["no keyboard", { innerHeight: 844, visibleHeight: 844, visibleOffsetTop: 0 }, 0],
    [
      "a keyboard over the bottom 344 px",
      { innerHeight: 844, visibleHeight: 500, visibleOffsetTop: 0 },
      344,
    ],
    [
      "the keyboard with the page scrolled up under it",
      { innerHeight: 844, visibleHeight: 500, visibleOffsetTop: 120 },
      224,
    ],
    ["fractions of a pixel", { innerHeight: 844, visibleHeight: 499.6, visibleOffsetTop: 0 }, 344],
    [
      "a visual viewport larger than the layout one",
      { innerHeight: 800, visibleHeight: 844, visibleOffsetTop: 0 },
      0,
    ],
  ])("%s → %i", (_name, size, inset) => {
    expect(keyboardInset(size)).toBe(inset);
  });
});
