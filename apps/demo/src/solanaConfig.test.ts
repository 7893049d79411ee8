import { describe, expect, it } from "vitest";
import { parseSolanaNetwork } from "./solanaConfig.js";

const valid = {
  caipNetworkId: "solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV",
  name: "Foyer Solana Localnet",
  rpcUrl: "http://127.0.0.1:8899",
  usdcMint: "FdnNR692SVAEfBxx34o5iKmrWFVwN7mzMqW5qVrtkMLG",
  devKeySeedHex: "0d0153b7244ca07288fd805df1933d27ff989e091ec8b3c46457fb6b6b85b5bb",
};

describe("parseSolanaNetwork (VITE_FOYER_SOLANA_NETWORK)", () => {
  it("reads the local chain npm start describes", () => {
    expect(parseSolanaNetwork(JSON.stringify(valid))).toEqual(valid);
  });

  it.each([undefined, "", "  "])("leaves Solana out for %j", (raw) => {
    expect(parseSolanaNetwork(raw)).toBeUndefined();
  });

  it.each([
    ["not JSON", "{"],
    ["an EVM id", JSON.stringify({ ...valid, caipNetworkId: "eip155:1" })],
    ["a short reference", JSON.stringify({ ...valid, caipNetworkId: "solana:4ysRWC" })],
    ["a seed that is not 32 bytes", JSON.stringify({ ...valid, devKeySeedHex: "0d01" })],
    ["no RPC", JSON.stringify({ ...valid, rpcUrl: undefined })],
  ])("stops on %s, naming the variable", (_name, raw) => {
    expect(() => parseSolanaNetwork(raw)).toThrow(/VITE_FOYER_SOLANA_NETWORK/);
  });
});
