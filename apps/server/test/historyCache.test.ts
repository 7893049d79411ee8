import { describe, expect, it } from "vitest";
import { createHistoryCache } from "../src/blockchain/historyCache.js";

/** A cache on a clock the test moves, and a loader that counts its calls. */
function setup(ttlMs = 1_000, maxEntries = 10) {
  let time = 0;
  const cache = createHistoryCache<string>({ ttlMs, maxEntries, now: () => time });
  let loads = 0;
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe("history cache", () => {
  it("serves a page from memory until its lifetime ends", async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.read("eip155:1", "a", load("first"))).toBe("first");
    advance(999);
    expect(await cache.read("eip155:1", "a", load("second"))).toBe("first");
    advance(1);
    expect(await cache.read("eip155:1", "a", load("third"))).toBe("third");
    expect(loads()).toBe(2);
  });

  it("shares one load among concurrent readers", async () => {
    const { cache, loads } = setup();
    let release: (value: string) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const readers = [1, 2, 3].map(() => cache.read("eip155:1", "a", slow));
    release("page");
    expect(await Promise.all(readers)).toEqual(["page", "page", "page"]);
    expect(calls).toBe(1);
    expect(loads()).toBe(0);
  });

  it("drops a chain's pages on its change, and only that chain's", async () => {
    const { cache, load } = setup();
    await cache.read("eip155:1", "a", load("one-a"));
    await cache.read("eip155:2", "a", load("two-a"));
    cache.invalidate("eip155:1");
    expect(await cache.read("eip155:1", "a", load("one-a2"))).toBe("one-a2");
    expect(await cache.read("eip155:2", "a", load("two-a2"))).toBe("two-a");
  });

  it("never serves a load begun before a change to a reader after it", async () => {
    const { cache, load } = setup();
    let release: (value: string) => void = () => {};
    const before = cache.read(
      "eip155:1",
      "a",
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    cache.invalidate("eip155:1");
    const after = cache.read("eip155:1", "a", load("after the change"));
    release("before the change");
    expect(await before).toBe("before the change");
    expect(await after).toBe("after the change");
    expect(await cache.read("eip155:1", "a", load("unused"))).toBe("after the change");
  });

  it("drops every page when announcements may have been missed", async () => {
    const { cache, load } = setup();
    await cache.read("eip155:1", "a", load("one"));
    await cache.read("eip155:2", "b", load("two"));
    cache.invalidate();
    expect(await cache.read("eip155:1", "a", load("one again"))).toBe("one again");
    expect(await cache.read("eip155:2", "b", load("two again"))).toBe("two again");
  });

  it("does not keep a failed load", async () => {
    const { cache, load } = setup();
    await expect(
      cache.read("eip155:1", "a", () => Promise.reject(new Error("database gone"))),
    ).rejects.toThrow("database gone");
    expect(await cache.read("eip155:1", "a", load("recovered"))).toBe("recovered");
  });

  it("keeps at most maxEntries pages, dropping the oldest load", async () => {
    const { cache, load } = setup(1_000, 2);
    await cache.read("eip155:1", "a", load("a"));
    await cache.read("eip155:1", "b", load("b"));
    await cache.read("eip155:1", "c", load("c"));
    expect(await cache.read("eip155:1", "a", load("a reloaded"))).toBe("a reloaded");
    expect(await cache.read("eip155:1", "c", load("unused"))).toBe("c");
  });

  it("with a lifetime of 0 keeps nothing", async () => {
    const { cache, load, loads } = setup(0);
    await cache.read("eip155:1", "a", load("one"));
    await cache.read("eip155:1", "a", load("two"));
    expect(loads()).toBe(2);
  });
});
