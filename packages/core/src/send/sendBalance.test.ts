import { describe, expect, it } from "vitest";
import { parseUnits } from "./parseUnits.js";
import {
  maxSendAmount,
  type SendBalanceInput,
  sendBalanceProblem,
  tokenBalanceUnits,
} from "./sendBalance.js";

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

describe("maxSendAmount", () => {
  const GWEI = 10n ** 9n;
  it("keeps twice the expected fee back on a native send", () => {
    // 21,000 gas × 1 gwei × 2 = 0.000042 ETH.
    expect(maxSendAmount({ token: native, gas: 21_000n, gasPrice: GWEI })).toBe("1.999958");
  });

  it("fills the whole balance of a native token when the fee is unknown", () => {
    expect(maxSendAmount({ token: native })).toBe("2");
    expect(maxSendAmount({ token: native, gas: 21_000n })).toBe("2");
  });

  it("fills 0 when the fee reserve is more than the balance", () => {
    const dust = { quantity: { decimals: "18", numeric: "0.00001" } };
    expect(maxSendAmount({ token: dust, gas: 21_000n, gasPrice: GWEI })).toBe("0");
  });

  it("fills an ERC-20 token's whole balance: its fee is paid in the native token", () => {
    expect(maxSendAmount({ token: erc20, gas: 60_000n, gasPrice: GWEI })).toBe("100");
  });

  it("drops digits past the token's decimals and refuses an unreadable balance", () => {
    const long = { quantity: { decimals: "6", numeric: "1.23456789" } };
    expect(maxSendAmount({ token: long })).toBe("1.234567");
    expect(maxSendAmount({ token: { quantity: { decimals: "18", numeric: "1e-7" } } })).toBe(
      undefined,
    );
  });

  it("leaves a native amount that passes the fee check", () => {
    const amount = maxSendAmount({ token: native, gas: 21_000n, gasPrice: GWEI }) ?? "";
    const units = parseUnits(amount, 18);
    expect(sendBalanceProblem({ token: native, amount: units, fee: 21_000n * GWEI })).toBe(
      undefined,
    );
  });
});
