import { describe, expect, it } from "vitest";
import { injectedWalletRdns } from "./injectedWalletFlags.js";

describe("injectedWalletRdns", () => {
  it.each<[string, unknown, string | undefined]>([
    ["MetaMask", { isMetaMask: true }, "io.metamask"],
    [
      "Trust Wallet, which also says MetaMask",
      { isTrust: true, isMetaMask: true },
      "com.trustwallet.app",
    ],
    ["Coinbase Wallet", { isCoinbaseWallet: true }, "com.coinbase.wallet"],
    ["a flag that is not true", { isMetaMask: "yes" }, undefined],
    ["no flags", {}, undefined],
    ["not an object", undefined, undefined],
  ])("%s → %s", (_name, provider, rdns) => {
    expect(injectedWalletRdns(provider)).toBe(rdns);
  });
});
