import { describe, expect, it } from "vitest";
import { loadOnce } from "./loadOnce.js";

describe("loadOnce", () => {
  it("starts the load once and hands every caller the same promise", async () => {
    let starts = 0;
    const get = loadOnce(async () => ++starts);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe(1);
    await expect(get()).resolves.toBe(1);
    expect(starts).toBe(1);
  });

  it("starts a failed load again on the next call", async () => {
    let starts = 0;
    const get = loadOnce(async () => {
      starts += 1;
      if (starts === 1) throw new Error("chunk did not arrive");
      return "loaded";
    });
    await expect(get()).rejects.toThrow("chunk did not arrive");
    await expect(get()).resolves.toBe("loaded");
    await expect(get()).resolves.toBe("loaded");
    expect(starts).toBe(2);
  });
});
