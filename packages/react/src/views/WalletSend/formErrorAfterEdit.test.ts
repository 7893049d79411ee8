import type { TokenBalanceItem } from "@foyer/core/internal";
import { tokenBalanceItem } from "@foyer/core/testing";
import { describe, expect, it } from "vitest";
import { walletEn as wallet } from "../../i18n/walletEn.js";
import { formErrorAfterEdit } from "./formErrorAfterEdit.js";
import type { SendFields } from "./sendValidation.js";
import { preselectedToken } from "./tokenChoice.js";

const eth = tokenBalanceItem({ value: 3000, price: 3000 });
const usdc = tokenBalanceItem({
  ...eth,
  name: "USD Coin",
  symbol: "USDC",
  address: "eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3",
  quantity: { decimals: "6", numeric: "10" },
});
const RECEIVER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const full: SendFields = { token: eth, amount: "0.5", receiver: RECEIVER };

describe("formErrorAfterEdit: a message goes as soon as its cause is fixed", () => {
  it.each<[string, string, Partial<SendFields>, Partial<SendFields>, string | undefined]>([
    ["no token, then one chosen", wallet.tokenRequired, { token: undefined }, {}, undefined],
    [
      "no token, and the amount edited",
      wallet.tokenRequired,
      { token: undefined },
      { token: undefined, amount: "0.6" },
      wallet.tokenRequired,
    ],
    [
      "nothing typed, then only the amount",
      wallet.amountAndReceiverRequired,
      { amount: "", receiver: "" },
      { receiver: "" },
      wallet.amountAndReceiverRequired,
    ],
    [
      "nothing typed, then both",
      wallet.amountAndReceiverRequired,
      { amount: "", receiver: "" },
      {},
      undefined,
    ],
    [
      "no token, then a token chosen but the amount cleared",
      wallet.tokenRequired,
      { token: undefined },
      { amount: "" },
      undefined,
    ],
    [
      "a bad address, and the amount edited",
      wallet.addressInvalid,
      { receiver: "0x12" },
      { receiver: "0x12", amount: "1" },
      wallet.addressInvalid,
    ],
    ["a bad address, then retyped", wallet.addressInvalid, { receiver: "0x12" }, {}, undefined],
    [
      "a name not found, then another typed",
      wallet.nameNotFound("nobody.eth"),
      { receiver: "nobody.eth" },
      { receiver: "alice.eth" },
      undefined,
    ],
    [
      "a name not found, spaces added",
      wallet.nameNotFound("nobody.eth"),
      { receiver: "nobody.eth" },
      { receiver: " nobody.eth " },
      wallet.nameNotFound("nobody.eth"),
    ],
    [
      "too much, then another token",
      wallet.insufficientBalance,
      { amount: "5" },
      { amount: "5", token: usdc },
      undefined,
    ],
    [
      "too much, and the receiver edited",
      wallet.insufficientBalance,
      { amount: "5" },
      { amount: "5", receiver: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" },
      wallet.insufficientBalance,
    ],
    ["too fine, then edited", wallet.invalidAmount, { amount: "0.0000001" }, {}, undefined],
    ["a rejection, then any edit", wallet.transactionRejected, {}, { amount: "0.4" }, undefined],
    ["a rejection, nothing edited", wallet.transactionRejected, {}, {}, wallet.transactionRejected],
  ])("%s", (_name, error, before, after, expected) => {
    expect(
      formErrorAfterEdit(error, { ...full, ...before }, { ...full, ...after }, "eip155", wallet),
    ).toBe(expected);
  });

  it("has nothing to clear without a message", () => {
    expect(formErrorAfterEdit(undefined, full, full, "eip155", wallet)).toBeUndefined();
  });
});

describe("preselectedToken", () => {
  it.each<[string, TokenBalanceItem[], TokenBalanceItem | undefined]>([
    ["the native token, wherever it is listed", [usdc, eth], eth],
    ["the first token when there is no native one", [usdc], usdc],
    ["none for an empty account", [], undefined],
  ])("%s", (_name, tokens, expected) => {
    expect(preselectedToken(tokens)).toBe(expected);
  });
});
