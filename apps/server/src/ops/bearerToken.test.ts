import { describe, expect, it } from "vitest";
import { bearerMatches } from "./bearerToken.js";

const TOKEN = "metrics-token-0123456789abcdef0123";

describe("bearerMatches", () => {
  it.each([
    [`Bearer ${TOKEN}`, true],
    [`bearer ${TOKEN}`, true],
    [`Bearer  ${TOKEN} `, true],
    [`Bearer ${TOKEN}x`, false],
    [`Bearer ${TOKEN.slice(0, -1)}`, false],
    [TOKEN, false],
    [`Basic ${TOKEN}`, false],
    [`Bearer ${TOKEN} extra`, false],
    ["Bearer ", false],
    [undefined, false],
  ])("%j → %s", (header, expected) => {
    expect(bearerMatches(header, TOKEN)).toBe(expected);
  });
});
