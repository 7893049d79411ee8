import { describe, expect, it } from "vitest";
import { multiWalletSearch, parseMultiWallet, readDemoConfig } from "./config.js";

describe("the multi-wallet switch of the demo (?multiwallet=on)", () => {
  it.each([
    ["on", true],
    [null, false],
    ["off", false],
    ["true", false],
    ["ON", false],
  ])("%j → %s", (value, expected) => {
    expect(parseMultiWallet(value)).toBe(expected);
  });

  it.each([
    ["", true, "?multiwallet=on"],
    ["?siwx=required", true, "?siwx=required&multiwallet=on"],
    ["?multiwallet=on&siwx=optional", false, "?siwx=optional"],
    ["?multiwallet=on", false, "?"],
  ])("%j turned %s → %j", (search, on, expected) => {
    expect(multiWalletSearch(search, on)).toBe(expected);
  });
});

describe("the WalletConnect-only setup of the demo (?walletconnect=only)", () => {
  const env = {
    DEV: true,
    VITE_FOYER_SOLANA_NETWORK: "{}",
    VITE_FOYER_BITCOIN_NETWORK: "{}",
  } as unknown as ImportMetaEnv;

  it("leaves out every way in but pairing", () => {
    const config = readDemoConfig(env, "?walletconnect=only");
    expect(config).toMatchObject({
      walletConnectOnly: true,
      testWallet: false,
      emailLogin: false,
      solanaNetwork: undefined,
      bitcoinNetwork: undefined,
    });
  });

  it("keeps them all without the parameter", () => {
    const config = readDemoConfig(env, "?walletconnect=on");
    expect(config).toMatchObject({ walletConnectOnly: false, testWallet: true, emailLogin: true });
    expect(config.solanaNetwork).toBe("{}");
    expect(config.bitcoinNetwork).toBe("{}");
  });
});

describe("the name and URL the demo claims (?appname=, ?appurl=)", () => {
  const env = { DEV: true } as ImportMetaEnv;

  it("claims nothing of its own by default (the page's origin and name apply)", () => {
    expect(readDemoConfig(env, "").claimedApp).toEqual({ name: undefined, url: undefined });
  });

  it("claims what the parameters say", () => {
    expect(
      readDemoConfig(env, "?appname=Other%20App&appurl=https%3A%2F%2Fother.example").claimedApp,
    ).toEqual({ name: "Other App", url: "https://other.example" });
  });
});
