import { describe, expect, it } from "vitest";
import { PAIRING_EXPIRY_MS, pairingFailed, pairingReceived, pairingRequested } from "./pairing.js";
import { isPairingExpired } from "./pairingExpiry.js";

describe("pairing state (SPEC §3 connection state, §9 pairing expiry 4 min)", () => {
  it("the expiry is 4 minutes", () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000);
  });

  it.each([
    [
      "requested",
      pairingRequested(),
      { wcUri: undefined, wcPairingExpiry: undefined, buffering: true, wcError: false },
    ],
    [
      "received",
      pairingReceived("wc:abc@2", 1_000),
      { wcUri: "wc:abc@2", wcPairingExpiry: 241_000, buffering: false, wcError: false },
    ],
    [
      "failed",
      pairingFailed(),
      { wcUri: undefined, wcPairingExpiry: undefined, buffering: false, wcError: true },
    ],
  ])("%s", (_name, fields, expected) => {
    expect(fields).toEqual(expected);
  });

  it("a received pairing counts as expired once under 10 s remain (SPEC §5)", () => {
    const { wcPairingExpiry } = pairingReceived("wc:abc@2", 0);
    expect(isPairingExpired(wcPairingExpiry, PAIRING_EXPIRY_MS - 10_001)).toBe(false);
    expect(isPairingExpired(wcPairingExpiry, PAIRING_EXPIRY_MS - 9_999)).toBe(true);
  });
});
