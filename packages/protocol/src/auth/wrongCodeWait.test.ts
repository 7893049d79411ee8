import { describe, expect, it } from "vitest";
import { readWrongCodeWait, waitOf, wrongCodeWaitMessage } from "./wrongCodeWait.js";

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

describe("readWrongCodeWait", () => {
  it.each([1, 2, 90, 91, 3600, 5401, 86_400])("reads back the wait of %s s", (seconds) => {
    expect(readWrongCodeWait(wrongCodeWaitMessage(seconds))).toEqual(waitOf(seconds));
  });

  it.each([
    "Invalid code",
    "Too many wrong codes, request a new one",
    "Too many wrong codes, try again in soon",
    " Too many wrong codes, try again in 2 seconds",
  ])("reads no wait in %j", (message) => {
    expect(readWrongCodeWait(message)).toBeUndefined();
  });
});
