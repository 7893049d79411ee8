import { describe, expect, it } from "vitest";
import { ConnectionError } from "../../errors/connectionError.js";
import { isPairingExpired } from "./pairingExpiry.js";
import {
  PAIRING_EXPIRY_MS,
  pairingAbortedError,
  pairingAbortReason,
  pairingFailed,
  pairingReceived,
  pairingRequested,
  resumablePairingUri,
} from "./pairingRules.js";

describe("pairing state (behaviour §3 connection state, §9 pairing expiry 4 min)", () => {
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

  it("a received pairing counts as expired once under 10 s remain (behaviour §5)", () => {
    const { wcPairingExpiry } = pairingReceived("wc:abc@2", 0);
    expect(isPairingExpired(wcPairingExpiry, PAIRING_EXPIRY_MS - 10_001)).toBe(false);
    expect(isPairingExpired(wcPairingExpiry, PAIRING_EXPIRY_MS - 9_999)).toBe(true);
  });

  it.each([
    ["a fresh URI", "wc:new@2", { wcUri: "wc:old@2", wcPairingExpiry: 50_000 }, 241_000],
    ["the URI already shown", "wc:old@2", { wcUri: "wc:old@2", wcPairingExpiry: 50_000 }, 50_000],
    [
      "a URI with nothing shown",
      "wc:old@2",
      { wcUri: undefined, wcPairingExpiry: undefined },
      241_000,
    ],
  ])("received: %s expires at %j", (_name, uri, shown, expiry) => {
    expect(pairingReceived(uri, 1_000, shown).wcPairingExpiry).toBe(expiry);
  });

  it.each<[string, { wcUri?: string; wcPairingExpiry?: number }, string | undefined]>([
    ["nothing shown", {}, undefined],
    ["a URI with 4 min left", { wcUri: "wc:a@2", wcPairingExpiry: 240_000 }, "wc:a@2"],
    ["a URI with exactly 10 s left", { wcUri: "wc:a@2", wcPairingExpiry: 10_000 }, "wc:a@2"],
    ["a URI with 9.999 s left", { wcUri: "wc:a@2", wcPairingExpiry: 9_999 }, undefined],
    ["a URI without expiry", { wcUri: "wc:a@2" }, undefined],
  ])("resumable at 0: %s → %j", (_name, shown, expected) => {
    expect(resumablePairingUri(shown, 0)).toBe(expected);
  });

  it.each([
    ["modalClosed", pairingAbortedError("modalClosed"), "modalClosed"],
    ["replaced", pairingAbortedError("replaced"), "replaced"],
    ["left", pairingAbortedError("left"), "left"],
    ["another connection error", new ConnectionError("x", { code: "NO_ACCOUNTS" }), undefined],
    ["a wallet's rejection", Object.assign(new Error("User rejected."), { code: 4001 }), undefined],
  ])("abort reason of %s", (_name, error, reason) => {
    expect(pairingAbortReason(error)).toBe(reason);
  });
});
