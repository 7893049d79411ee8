import { afterEach, describe, expect, it, vi } from "vitest";
import { randomUuid } from "./randomUuid.js";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("randomUuid", () => {
  it("uses crypto.randomUUID where it exists", () => {
    expect(randomUuid()).toMatch(V4);
  });

  it("builds a v4 UUID from getRandomValues in insecure contexts", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", {
      getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array),
    });
    const ids = Array.from({ length: 100 }, () => randomUuid());
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(100);
  });
});
