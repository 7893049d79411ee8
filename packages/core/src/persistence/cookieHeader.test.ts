import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "./cookieHeader.js";

describe("reading a cookie header", () => {
  it.each([
    ["foyer=abc", "foyer", "abc"],
    ["a=1; foyer=abc; b=2", "foyer", "abc"],
    ["a=1;foyer=x%3Dy", "foyer", "x%3Dy"],
    ["foyer.shop=1; foyer=2", "foyer", "2"],
    ["foyer.shop=1; foyer=2", "foyer.shop", "1"],
    ["foyer=first; foyer=second", "foyer", "first"],
    ["foyerx=1", "foyer", undefined],
    ["novalue; foyer=", "foyer", ""],
    ["", "foyer", undefined],
    [undefined, "foyer", undefined],
  ])("%j → %s is %j", (header, name, expected) => {
    expect(readCookie(header, name)).toBe(expected);
  });
});

describe("writing a cookie", () => {
  it.each([
    [{ maxAgeSeconds: 60 }, "foyer=v; Path=/; Max-Age=60; SameSite=Lax"],
    [{ maxAgeSeconds: 0, path: "/app" }, "foyer=v; Path=/app; Max-Age=0; SameSite=Lax"],
    [{ maxAgeSeconds: -5, secure: true }, "foyer=v; Path=/; Max-Age=0; SameSite=Lax; Secure"],
  ])("%j", (attributes, expected) => {
    expect(serializeCookie("foyer", "v", attributes)).toBe(expected);
  });
});
