import { describe, expect, it } from "vitest";
import { createLruCache } from "./lruCache.js";

describe("LRU cache behind the address validity cache (behaviour §9)", () => {
  it("evicts the least recently used key once full", () => {
    const cache = createLruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
    expect(cache.size).toBe(2);
  });

  it("counts a read as a use, so a read key survives the next eviction", () => {
    const cache = createLruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("a")).toBe(1);
    expect(cache.get("b")).toBeUndefined();
  });

  it("caches falsy values", () => {
    const cache = createLruCache<string, boolean>(2);
    cache.set("no", false);
    expect(cache.get("no")).toBe(false);
  });

  it("overwriting a key keeps one entry", () => {
    const cache = createLruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("a", 2);
    expect(cache.size).toBe(1);
    expect(cache.get("a")).toBe(2);
  });
});
