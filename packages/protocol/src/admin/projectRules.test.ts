import { describe, expect, it } from "vitest";
import { changedOrigins, isNameZone, originProblem, projectIdProblem } from "./projectRules.js";

describe("project ids are DNS-label-like", () => {
  it.each([
    ["shop", true],
    ["my-app", true],
    ["a", true],
    ["0x1", true],
    ["a".repeat(63), true],
    ["a".repeat(64), false],
    ["", false],
    ["-shop", false],
    ["shop-", false],
    ["Shop", false],
    ["my_app", false],
    ["my.app", false],
    ["shop app", false],
  ])("%s → %s", (id, valid) => {
    expect(projectIdProblem(id) === undefined).toBe(valid);
  });

  it("names the field and shows the value", () => {
    expect(projectIdProblem("My App")).toMatch(/^id must be .*\(got "My App"\)$/);
  });
});

describe("origins are scheme://host[:port], as browsers send them", () => {
  it.each([
    ["https://shop.example", undefined],
    ["http://localhost:5173", undefined],
    ["http://127.0.0.1:8080", undefined],
    ["https://[::1]:8443", undefined],
    ["https://shop.example/", /no path, query or trailing slash \(https:\/\/shop\.example\)/],
    ["https://shop.example/app", /no path/],
    ["https://shop.example?x=1", /no path/],
    ["https://Shop.Example", /\(https:\/\/shop\.example\)/],
    ["https://shop.example:443", /\(https:\/\/shop\.example\)/],
    ["https://*.shop.example", /wildcards are not supported/],
    ["*", /wildcards are not supported/],
    ["shop.example", /is not an origin like/],
    ["ftp://shop.example", /must use http:\/\/ or https:\/\//],
    ["https://user:pw@shop.example", /user name or password/],
    ["null", /is not an origin like/],
  ])("%s", (origin, expected) => {
    const problem = originProblem(origin);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatch(expected);
  });
});

describe("name zones", () => {
  it.each([
    ["foyer.id", true],
    ["shop.example", true],
    ["id", true],
    ["Shop.example", false],
    [".example", false],
    ["shop..example", false],
    ["-shop.example", false],
    ["shop example", false],
    ["", false],
  ])("%s → %s", (zone, valid) => {
    expect(isNameZone(zone)).toBe(valid);
  });
});

describe("adding and removing origins", () => {
  const A = "https://a.example";
  const B = "https://b.example";
  const C = "https://c.example";
  it.each<[string[], string[], string[], string[]]>([
    [[A], [B], [], [A, B]],
    [[A, B], [], [A], [B]],
    [[A, B], [B, C], [], [A, B, C]],
    [[A], [C, C], [A], [C]],
    [[A], [], [C], [A]],
    [[A], [B], [B], [A]],
    [[], [], [], []],
  ])("%j + %j - %j → %j", (current, add, remove, next) => {
    expect(changedOrigins(current, add, remove)).toEqual(next);
  });
});
