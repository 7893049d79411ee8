import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttlCache.js";

function clock() {
  let at = 1_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe("createTtlCache", () => {
  it("serves a value until its lifetime ends", () => {
    const time = clock();
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: time.now });
    cache.set("k", 1);
    time.advance(99);
    expect(cache.get("k")).toBe(1);
    time.advance(1);
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops the oldest write when full, expired entries first", () => {
    const time = clock();
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 2, now: time.now });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 3);
    cache.set("c", 4);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([3, undefined, 4]);
    time.advance(100);
    cache.set("d", 5);
    expect(cache.size).toBe(1);
  });

  it("sweeps expired entries on access once the interval has passed", () => {
    const time = clock();
    const cache = createTtlCache<number>({
      ttlMs: 10,
      maxEntries: 10,
      now: time.now,
      gcIntervalMs: 50,
    });
    cache.set("a", 1);
    cache.set("b", 2);
    time.advance(49);
    cache.get("nothing");
    expect(cache.size).toBe(2);
    time.advance(1);
    cache.get("nothing");
    expect(cache.size).toBe(0);
  });
});
