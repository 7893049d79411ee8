import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.js";
import { isWalletAssetsResponse, walletAssetsToTokenBalances } from "./walletAssets.js";

const good = {
  address: "0xabc",
  balance: "0x0de0b6b3a7640000",
  type: "ERC20",
  metadata: { name: "Token", symbol: "TKN", decimals: 18, price: 1.5, iconUrl: "https://i" },
};
const withMeta = (patch: Record<string, unknown>) => ({
  ...good,
  metadata: { ...good.metadata, ...patch },
});

describe("wallet assets response (behaviour §5: accepted only if every asset has the §3 field types)", () => {
  it.each([
    ["a valid ERC20 asset", { "0x1": [good] }, true],
    ["a valid NATIVE asset", { "0x1": [{ ...good, type: "NATIVE" }] }, true],
    ["no chains", {}, true],
    ["empty chain list", { "0x1": [] }, true],
    ["address not a string", { "0x1": [{ ...good, address: 1 }] }, false],
    ["balance a number", { "0x1": [{ ...good, balance: 10 }] }, false],
    ["balance not hex", { "0x1": [{ ...good, balance: "10" }] }, false],
    ["balance an empty hex", { "0x1": [{ ...good, balance: "0x" }] }, false],
    ["unknown type", { "0x1": [{ ...good, type: "ERC721" }] }, false],
    ["metadata missing", { "0x1": [{ ...good, metadata: undefined }] }, false],
    ["name not a string", { "0x1": [withMeta({ name: 1 })] }, false],
    ["symbol missing", { "0x1": [withMeta({ symbol: undefined })] }, false],
    ["decimals as string", { "0x1": [withMeta({ decimals: "18" })] }, false],
    ["price as string", { "0x1": [withMeta({ price: "1" })] }, false],
    ["iconUrl null", { "0x1": [withMeta({ iconUrl: null })] }, false],
    [
      "one bad asset among good ones",
      { "0x1": [good], "0xa": [good, { ...good, type: "X" }] },
      false,
    ],
    ["chain value not a list", { "0x1": good }, false],
    ["null", null, false],
    ["an array", [good], false],
  ])("%s → %s", (_name, value, accepted) => {
    expect(isWalletAssetsResponse(value)).toBe(accepted);
  });
});

describe("wallet assets as token balances (behaviour §3, §7)", () => {
  const native = {
    address: "0x0000000000000000000000000000000000000000",
    balance: "0x1bc16d674ec80000",
    type: "NATIVE" as const,
    metadata: { name: "Ether", symbol: "ETH", decimals: 18, price: 2000, iconUrl: "e" },
  };
  const usdc = {
    address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
    balance: "0x16e360",
    type: "ERC20" as const,
    metadata: { name: "USD Coin", symbol: "USDC", decimals: 6, price: 1, iconUrl: "u" },
  };

  it("converts the active chain's assets: hex balance to numeric, value = quantity × price", () => {
    expect(
      walletAssetsToTokenBalances({ "0x01": [native, usdc], "0xa": [usdc] }, "eip155:1"),
    ).toEqual([
      {
        name: "Ether",
        symbol: "ETH",
        chainId: "eip155:1",
        value: 4000,
        price: 2000,
        quantity: { decimals: "18", numeric: "2" },
        iconUrl: "e",
      },
      {
        name: "USD Coin",
        symbol: "USDC",
        chainId: "eip155:1",
        address: `eip155:1:${usdc.address}`,
        value: 1.5,
        price: 1,
        quantity: { decimals: "6", numeric: "1.5" },
        iconUrl: "u",
      },
    ]);
  });

  it.each([
    ["another chain", { "0xa": [native] }, "eip155:1"],
    ["a non-EVM network", { "0x1": [native] }, "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"],
    ["a key that is not hex", { mainnet: [native] }, "eip155:1"],
  ])("%s gives no balances", (_name, response, caipNetworkId) => {
    expect(walletAssetsToTokenBalances(response, caipNetworkId)).toEqual([]);
  });

  it("a malformed network id fails with the CAIP-2 message", () => {
    expect(() => walletAssetsToTokenBalances({}, "eip155")).toThrow(messages.invalidCaip2);
  });
});
