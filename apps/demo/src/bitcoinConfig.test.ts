import { describe, expect, it } from "vitest";
import { parseBitcoinNetwork } from "./bitcoinConfig.js";

const REGTEST = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328";

describe("parseBitcoinNetwork (VITE_FOYER_BITCOIN_NETWORK)", () => {
  it("reads the local chain's id, name and Esplora URL", () => {
    const raw = JSON.stringify({
      caipNetworkId: REGTEST,
      name: "Foyer Bitcoin Regtest",
      esploraUrl: "http://127.0.0.1:3002",
    });
    expect(parseBitcoinNetwork(raw)).toEqual({
      caipNetworkId: REGTEST,
      name: "Foyer Bitcoin Regtest",
      esploraUrl: "http://127.0.0.1:3002",
    });
  });

  it.each([undefined, "", "  "])("leaves Bitcoin out when unset (%j)", (raw) => {
    expect(parseBitcoinNetwork(raw)).toBeUndefined();
  });

  it.each([
    ["not JSON", "regtest"],
    [
      "an EVM chain id",
      JSON.stringify({ caipNetworkId: "eip155:1", name: "x", esploraUrl: "http://a" }),
    ],
    ["no Esplora URL", JSON.stringify({ caipNetworkId: REGTEST, name: "x" })],
  ])("stops on %s, naming the variable", (_name, raw) => {
    expect(() => parseBitcoinNetwork(raw)).toThrow(/VITE_FOYER_BITCOIN_NETWORK/);
  });
});
