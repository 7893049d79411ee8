import { BITCOIN_MAINNET, BITCOIN_REGTEST, BITCOIN_TESTNET } from "@foyer/protocol";
import { p2pkh, p2sh, p2tr, p2wpkh } from "@scure/btc-signer";
import { describe, expect, it } from "vitest";
import { bitcoinParams } from "../networks.js";
import { bitcoinAddressType, dustLimit, isBitcoinAddress } from "./bitcoinAddress.js";

// One compressed public key (secp256k1 generator point G) and its x-only form.
const PUB = Uint8Array.from(
  Buffer.from("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798", "hex"),
);
const XONLY = PUB.slice(1);
const regtest = bitcoinParams(BITCOIN_REGTEST);
const onRegtest = {
  p2pkh: p2pkh(PUB, regtest).address ?? "",
  p2sh: p2sh(p2wpkh(PUB, regtest), regtest).address ?? "",
  p2wpkh: p2wpkh(PUB, regtest).address ?? "",
  p2tr: p2tr(XONLY, undefined, regtest).address ?? "",
};

describe("bitcoinAddressType: every address type on every network", () => {
  it.each([
    ["mainnet p2pkh", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", BITCOIN_MAINNET, "p2pkh"],
    ["mainnet p2sh", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", BITCOIN_MAINNET, "p2sh"],
    ["mainnet p2wpkh", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", BITCOIN_MAINNET, "p2wpkh"],
    [
      "mainnet p2wpkh in capitals",
      "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
      BITCOIN_MAINNET,
      "p2wpkh",
    ],
    [
      "mainnet p2tr",
      "bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr",
      BITCOIN_MAINNET,
      "p2tr",
    ],
    ["testnet p2pkh", "mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn", BITCOIN_TESTNET, "p2pkh"],
    ["testnet p2sh", "2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc", BITCOIN_TESTNET, "p2sh"],
    [
      "testnet p2wsh",
      "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
      BITCOIN_TESTNET,
      "p2wsh",
    ],
    ["regtest p2pkh", onRegtest.p2pkh, BITCOIN_REGTEST, "p2pkh"],
    ["regtest p2sh", onRegtest.p2sh, BITCOIN_REGTEST, "p2sh"],
    ["regtest p2wpkh", onRegtest.p2wpkh, BITCOIN_REGTEST, "p2wpkh"],
    ["regtest p2tr", onRegtest.p2tr, BITCOIN_REGTEST, "p2tr"],
    // Testnet and regtest share base58 version bytes: a legacy address is valid on both.
    ["a testnet p2pkh on regtest", "mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn", BITCOIN_REGTEST, "p2pkh"],
  ])("%s → %s", (_name, address, network, type) => {
    expect(bitcoinAddressType(address, network)).toBe(type);
  });

  it.each([
    ["a bad bech32 checksum", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", BITCOIN_MAINNET],
    ["a bad base58 checksum", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", BITCOIN_MAINNET],
    ["a mainnet address on regtest", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", BITCOIN_REGTEST],
    ["a regtest address on mainnet", onRegtest.p2wpkh, BITCOIN_MAINNET],
    ["a regtest address on testnet", onRegtest.p2tr, BITCOIN_TESTNET],
    ["a mainnet p2pkh on testnet", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", BITCOIN_TESTNET],
    ["an EVM address", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", BITCOIN_MAINNET],
    ["nothing", "", BITCOIN_REGTEST],
    ["an unknown network", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "bip122:ffff"],
  ])("refuses %s", (_name, address, network) => {
    expect(bitcoinAddressType(address, network)).toBeUndefined();
    expect(isBitcoinAddress(address, network)).toBe(false);
  });
});

describe("dustLimit (Bitcoin Core's limits at 3 sat/vB)", () => {
  it.each([
    ["p2pkh", 546n],
    ["p2sh", 540n],
    ["p2wpkh", 294n],
    ["p2wsh", 330n],
    ["p2tr", 330n],
  ] as const)("%s → %s sats", (type, limit) => {
    expect(dustLimit(type)).toBe(limit);
  });
});
