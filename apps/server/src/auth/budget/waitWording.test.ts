import { describe, expect, it } from "vitest";
import { wrongCodeWaitMessage } from "./waitWording.js";

describe("wrongCodeWaitMessage", () => {
  it.each([
    [0, "Too many wrong codes, try again in 1 second"],
    [1, "Too many wrong codes, try again in 1 second"],
    [2, "Too many wrong codes, try again in 2 seconds"],
    [1.2, "Too many wrong codes, try again in 2 seconds"],
    [90, "Too many wrong codes, try again in 90 seconds"],
    [91, "Too many wrong codes, try again in 2 minutes"],
    [3600, "Too many wrong codes, try again in 60 minutes"],
    [5401, "Too many wrong codes, try again in 2 hours"],
    [86_400, "Too many wrong codes, try again in 24 hours"],
  ])("%s s → %s", (seconds, message) => {
    expect(wrongCodeWaitMessage(seconds)).toBe(message);
  });
});
