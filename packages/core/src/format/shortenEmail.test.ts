import { describe, expect, it } from "vitest";
import { foyerMessages } from "../errors/foyerMessages.js";
import { shortenEmail } from "./shortenEmail.js";

describe("email cut at 30 characters (behaviour §5, §9)", () => {
  it.each([
    ["jane@example.com", "jane@example.com"],
    ["abcdefghijklmnopqrs@example.io", "abcdefghijklmnopqrs@example.io"],
    ["abcdefghijklmnopqrst@example.io", "abcdefghijklmnopqrst@example.i…"],
    ["a.very.long.name@some-company.example", "a.very.long.name@some-company…"],
    ["someone.with.a.long.name@example.com", "someone.with.a.long.name@examp…"],
    ["abcdefghijklmnopqrstuvwxyzabc..x@example.com", "abcdefghijklmnopqrstuvwxyzabc…"],
    ["abcdefghijklmnopqrstuvwxyzabcd.@example.com", "abcdefghijklmnopqrstuvwxyzabcd…"],
    [`${"😀".repeat(31)}`, `${"😀".repeat(30)}…`],
    ["", ""],
  ])("%s → %s", (email, expected) => {
    expect(shortenEmail(email)).toBe(expected);
  });

  it("never shows a dot right before the one ellipsis", () => {
    for (let at = 1; at < 40; at++) {
      const email = `${"a".repeat(at)}.${"b".repeat(40 - at)}@example.com`;
      const shown = shortenEmail(email);
      expect(shown).not.toMatch(/\.…$/);
      expect(shown.split("…")).toHaveLength(2);
    }
  });

  it("keeps exactly 30 characters before the ellipsis", () => {
    const shown = Array.from(shortenEmail(`${"x".repeat(40)}@example.com`));
    expect(shown).toHaveLength(31);
    expect(shown.at(-1)).toBe("…");
  });

  it("refuses a non-string", () => {
    expect(() => shortenEmail(null as unknown as string)).toThrow(foyerMessages.invalidEmail);
  });
});
