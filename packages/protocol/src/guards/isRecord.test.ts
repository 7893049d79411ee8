import { describe, expect, it } from "vitest";
import { isObjectLike, isRecord } from "./isRecord.js";

describe("isRecord and isObjectLike", () => {
  it.each([
    [{}, true, true],
    [{ a: 1 }, true, true],
    [Object.create(null), true, true],
    [[], false, true],
    [[1, 2], false, true],
    [null, false, false],
    [undefined, false, false],
    ["{}", false, false],
    [0, false, false],
    [() => ({}), false, false],
  ])("%j: record %s, object-like %s", (value, record, objectLike) => {
    expect(isRecord(value)).toBe(record);
    expect(isObjectLike(value)).toBe(objectLike);
  });
});
