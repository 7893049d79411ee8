import { describe, expect, it } from "vitest";
import { trappedFocusTarget } from "./focusTrap.js";

describe("focus trap", () => {
  const items = ["a", "b", "c"];
  it.each<[string, string | null, boolean, string | undefined]>([
    ["Tab on the last wraps to the first", "c", false, "a"],
    ["Shift+Tab on the first wraps to the last", "a", true, "c"],
    ["Tab in the middle is left to the browser", "b", false, undefined],
    ["Tab from outside the list goes to the first", null, false, "a"],
    ["Shift+Tab from outside goes to the last", "dialog", true, "c"],
  ])("%s", (_name, active, shift, expected) => {
    expect(trappedFocusTarget(items, active, shift)).toBe(expected);
  });

  it("does nothing without focusable elements", () => {
    expect(trappedFocusTarget([], null, false)).toBeUndefined();
  });
});
