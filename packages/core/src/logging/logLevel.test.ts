import { describe, expect, it } from "vitest";
import { DEFAULT_LOG_LEVEL, isLevelEnabled, isLogLevel, type LogLevel } from "./logLevel.js";

describe("log levels (behaviour §9: default error)", () => {
  it("defaults to error", () => {
    expect(DEFAULT_LOG_LEVEL).toBe("error");
  });

  it.each<[Exclude<LogLevel, "silent">, LogLevel, boolean]>([
    ["error", "error", true],
    ["warn", "error", false],
    ["info", "error", false],
    ["error", "info", true],
    ["info", "info", true],
    ["debug", "info", false],
    ["trace", "trace", true],
    ["error", "silent", false],
  ])("a %s entry at level %s is kept: %s", (entry, threshold, kept) => {
    expect(isLevelEnabled(entry, threshold)).toBe(kept);
  });

  it.each<[unknown, boolean]>([
    ["debug", true],
    ["silent", true],
    ["verbose", false],
    ["ERROR", false],
    [3, false],
  ])("%j is a level: %s", (value, expected) => {
    expect(isLogLevel(value)).toBe(expected);
  });
});
