import { describe, expect, it } from "vitest";
import { type SendBalanceInput, sendBalanceProblem, tokenBalanceUnits } from "./sendBalance.js";

const ETH = 10n ** 18n;
/** 2 ETH. */
const native = { quantity: { decimals: "18", numeric: "2" } };
/** 100 of a 6-decimal token. */
const erc20 = {
  address: "eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3",
  quantity: { decimals: "6", numeric: "100" },
};

describe("tokenBalanceUnits", () => {
  it.each([
    ["2", "18", 2n * ETH],
    ["1234.5650", "6", 1_234_565_000n],
    ["0.1234567", "6", 123_456n],
    [".5", "1", 5n],
    ["7.", "0", 7n],
    ["0", "18", 0n],
    ["", "18", undefined],
    ["1e-7", "18", undefined],
    ["-1", "18", undefined],
    ["1", "x", undefined],
  ])("%j with %s decimals is %s", (numeric, decimals, expected) => {
    expect(tokenBalanceUnits({ quantity: { numeric, decimals } })).toBe(expected);
  });
});

describe("sendBalanceProblem", () => {
  const cases: [string, SendBalanceInput, ReturnType<typeof sendBalanceProblem>][] = [
    ["native below the balance", { token: native, amount: ETH }, undefined],
    ["native exactly the balance, fee unknown", { token: native, amount: 2n * ETH }, undefined],
    ["native over the balance", { token: native, amount: 2n * ETH + 1n }, "insufficientBalance"],
    ["native plus fee within the balance", { token: native, amount: ETH, fee: ETH }, undefined],
    [
      "native leaving no room for the fee",
      { token: native, amount: 2n * ETH, fee: 21_000n },
      "insufficientForFee",
    ],
    [
      "native over the balance, fee known",
      { token: native, amount: 3n * ETH, fee: 1n },
      "insufficientBalance",
    ],
    ["ERC-20 the whole balance", { token: erc20, amount: 100_000_000n }, undefined],
    [
      "ERC-20 the whole balance: its fee is paid in ETH",
      { token: erc20, amount: 100_000_000n, fee: 10n ** 30n },
      undefined,
    ],
    ["ERC-20 over the balance", { token: erc20, amount: 100_000_001n }, "insufficientBalance"],
    [
      "an unreadable balance does not block",
      { token: { quantity: { decimals: "18", numeric: "n/a" } }, amount: 1n },
      undefined,
    ],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(sendBalanceProblem(input)).toBe(expected);
  });
});
