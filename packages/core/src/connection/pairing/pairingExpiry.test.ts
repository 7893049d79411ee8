import { describe, expect, it } from "vitest";
import { isPairingExpired } from "./pairingExpiry.js";

describe("pairing expiry (behaviour §5, §9 10 s threshold)", () => {
  const now = 5_000_000;
  it.each<[number | undefined, boolean]>([
    [now + 240_000, false],
    [now + 10_001, false],
    [now + 10_000, false],
    [now + 9_999, true],
    [now, true],
    [now - 1, true],
    [undefined, true],
    [Number.NaN, true],
  ])("expiry %j → expired %s", (expiry, expired) => {
    expect(isPairingExpired(expiry, now)).toBe(expired);
  });
});
