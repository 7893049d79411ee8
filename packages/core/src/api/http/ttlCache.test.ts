import { describe, expect, it } from "vitest";
import { createFakeClock } from "../../testing/fakeClock.js";
import { CACHE_GC_INTERVAL_MS, CACHE_TTL_MS, createTtlCache } from "./ttlCache.js";

describe("cache lifetimes (behaviour §9)", () => {
  it.each([
    ["portfolio", 30_000],
    ["nativeBalance", 30_000],
    ["name", 300_000],
    ["identity", 300_000],
  ] as const)("%s lives %i ms", async (name, ttl) => {
    expect(CACHE_TTL_MS[name]).toBe(ttl);
    const clock = createFakeClock();
    const cache = createTtlCache<number>({ clock, ttlMs: CACHE_TTL_MS[name] });
    cache.set("k", 1);
    await clock.advanceAsync(ttl - 1);
    expect(cache.get("k")).toBe(1);
    await clock.advanceAsync(1);
    expect(cache.get("k")).toBeUndefined();
  });
});

describe("cache bounds and garbage collection (behaviour §9: GC 5 min)", () => {
  it("evicts the oldest write when full", () => {
    const cache = createTtlCache<number>({ clock: createFakeClock(), ttlMs: 1000, maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 3);
    cache.set("c", 4);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(3);
    expect(cache.get("c")).toBe(4);
    expect(cache.size).toBe(2);
  });

  it("prefers dropping expired entries over live ones when full", async () => {
    const clock = createFakeClock();
    const cache = createTtlCache<number>({ clock, ttlMs: 1000, maxEntries: 2 });
    cache.set("old", 1);
    await clock.advanceAsync(500);
    cache.set("live", 2);
    await clock.advanceAsync(600);
    cache.set("new", 3);
    expect(cache.get("live")).toBe(2);
    expect(cache.size).toBe(2);
  });

  it("collects expired entries once 5 minutes have passed", async () => {
    expect(CACHE_GC_INTERVAL_MS).toBe(300_000);
    const clock = createFakeClock();
    const cache = createTtlCache<number>({ clock, ttlMs: 1000 });
    cache.set("a", 1);
    cache.set("b", 2);
    await clock.advanceAsync(CACHE_GC_INTERVAL_MS - 1);
    cache.get("zzz");
    expect(cache.size).toBe(2);
    await clock.advanceAsync(1);
    cache.get("zzz");
    expect(cache.size).toBe(0);
  });

  it("delete and clear remove entries", () => {
    const cache = createTtlCache<number>({ clock: createFakeClock(), ttlMs: 1000 });
    cache.set("a", 1);
    cache.set("b", 1);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
