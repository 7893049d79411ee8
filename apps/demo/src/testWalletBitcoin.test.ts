import { describe, expect, it } from "vitest";
import { testWalletBitcoin } from "./testWalletBitcoin.js";

describe("testWalletBitcoin (VITE_FOYER_BITCOIN_NETWORK)", () => {
  it("takes the regtest chain's Esplora URL", () => {
    expect(
      testWalletBitcoin(
        JSON.stringify({
          caipNetworkId: "bip122:0f9188f13cb7b2c71f2a335e3a4fc328",
          name: "Foyer Bitcoin Regtest",
          esploraUrl: "http://127.0.0.1:3002",
        }),
      ),
    ).toEqual({ esploraUrl: "http://127.0.0.1:3002" });
  });

  it("is off when unset or empty", () => {
    expect(testWalletBitcoin(undefined)).toBeUndefined();
    expect(testWalletBitcoin(" ")).toBeUndefined();
  });

  it.each(["{", "null", '{"esploraUrl":"ftp://x"}', "{}"])("refuses %s", (raw) => {
    expect(() => testWalletBitcoin(raw)).toThrow(/VITE_FOYER_BITCOIN_NETWORK/);
  });
});
