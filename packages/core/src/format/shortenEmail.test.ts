import { describe, expect, it } from "vitest";
import { foyerMessages } from "../errors/foyerMessages.js";
import { shortenEmail } from "./shortenEmail.js";

describe("email cut at 30 characters (SPEC §5, §9)", () => {
  it.each([
    ["jane@example.com", "jane@example.com"],
    ["abcdefghijklmnopqrs@example.io", "abcdefghijklmnopqrs@example.io"],
    ["abcdefghijklmnopqrst@example.io", "abcdefghijklmnopqrst@example.i…"],
    ["a.very.long.name@some-company.example", "a.very.long.name@some-company.…"],
    [`${"😀".repeat(31)}`, `${"😀".repeat(30)}…`],
    ["", ""],
  ])("%s → %s", (email, expected) => {
    expect(shortenEmail(email)).toBe(expected);
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
