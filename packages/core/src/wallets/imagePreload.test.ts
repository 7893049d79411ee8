import { describe, expect, it } from "vitest";
import { createFakeClock } from "../testing/fakeClock.js";
import { IMAGE_PRELOAD_TIMEOUT_MS, preloadImage } from "./imagePreload.js";

describe("image preload (behaviour §9: 2 s timeout)", () => {
  it("resolves true when the image loads", async () => {
    const clock = createFakeClock();
    await expect(preloadImage(async () => undefined, clock, "u")).resolves.toBe(true);
  });

  it.each([
    ["rejects", () => Promise.reject(new Error("404"))],
    [
      "throws",
      () => {
        throw new Error("bad url");
      },
    ],
  ])("resolves false when the loader %s", async (_name, loader) => {
    await expect(preloadImage(loader, createFakeClock(), "u")).resolves.toBe(false);
  });

  it("gives up after 2 s, not before", async () => {
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000);
    const clock = createFakeClock();
    let result: boolean | undefined;
    preloadImage(() => new Promise(() => undefined), clock, "u").then((r) => {
      result = r;
    });
    await clock.advanceAsync(1999);
    expect(result).toBeUndefined();
    await clock.advanceAsync(1);
    expect(result).toBe(false);
  });
});
