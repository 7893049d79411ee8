import { describe, expect, it } from "vitest";
import { isThemeMode } from "./themeMode.js";

describe("theme mode (behaviour §5)", () => {
  it.each<[unknown, boolean]>([
    ["light", true],
    ["dark", true],
    ["system", false],
    ["Dark", false],
    [null, false],
  ])("%j → %s", (value, expected) => {
    expect(isThemeMode(value)).toBe(expected);
  });
});
