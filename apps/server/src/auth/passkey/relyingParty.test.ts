import { describe, expect, it } from "vitest";
import { canRemovePasskey, relyingPartyOf, topOriginAllowed } from "./relyingParty.js";

describe("relyingPartyOf", () => {
  it.each([
    [
      "https://wallet.example.com",
      { origin: "https://wallet.example.com", rpId: "wallet.example.com" },
    ],
    ["http://localhost:8787", { origin: "http://localhost:8787", rpId: "localhost" }],
    ["https://foyer.example:8443", { origin: "https://foyer.example:8443", rpId: "foyer.example" }],
    ["http://127.0.0.1:8787", undefined],
    ["http://[::1]:8787", undefined],
    ["not a url", undefined],
  ])("%s → %j", (origin, expected) => {
    expect(relyingPartyOf(origin)).toEqual(expected);
  });
});

describe("topOriginAllowed", () => {
  const allowed = ["https://dapp.example"];
  it.each([
    [{ crossOrigin: false }, true],
    [{}, true],
    [{ crossOrigin: true }, true],
    [{ crossOrigin: true, topOrigin: "https://dapp.example" }, true],
    [{ crossOrigin: true, topOrigin: "https://evil.example" }, false],
    [{ crossOrigin: true, topOrigin: 7 }, false],
  ])("%j → %s", (clientData, expected) => {
    expect(topOriginAllowed(clientData, allowed)).toBe(expected);
  });
});

describe("canRemovePasskey: never the last way in", () => {
  it.each([
    [{ email: "a@b.c", socialProvider: null, passkeys: 1 }, true],
    [{ email: null, socialProvider: "google", passkeys: 1 }, true],
    [{ email: null, socialProvider: "farcaster", passkeys: 1 }, true],
    [{ email: null, socialProvider: null, passkeys: 2 }, true],
    [{ email: null, socialProvider: null, passkeys: 1 }, false],
    [{ email: "a@b.c", socialProvider: null, passkeys: 0 }, false],
  ])("%j → %s", (account, expected) => {
    expect(canRemovePasskey(account)).toBe(expected);
  });
});
