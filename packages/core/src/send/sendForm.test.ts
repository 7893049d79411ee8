import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import { type SendFormInput, sendFormError } from "./sendForm.js";

const valid: SendFormInput = {
  chainNamespace: "eip155",
  amount: "0.5",
  receiverAddress: "0xde709f2102306220921060314715629080e2fb77",
  token: { symbol: "ETH" },
};

describe("send form (behaviour §5, §9 send on eip155 and solana, and Foyer's bip122)", () => {
  it.each<[string, Partial<SendFormInput>, string | undefined]>([
    ["a complete EVM form", {}, undefined],
    ["a complete Solana form", { chainNamespace: "solana" }, undefined],
    ["a numeric amount", { amount: 2 }, undefined],
    ["an amount like .5", { amount: ".5" }, undefined],
    ["a complete Bitcoin form", { chainNamespace: "bip122" }, undefined],
    ["polkadot", { chainNamespace: "polkadot" }, messages.unsupportedChain],
    ["no network", { chainNamespace: undefined }, messages.unsupportedChain],
    ["no amount", { amount: undefined }, messages.sendAmountAndReceiverRequired],
    ["an empty amount", { amount: " " }, messages.sendAmountAndReceiverRequired],
    ["a zero amount", { amount: "0.000" }, messages.sendAmountAndReceiverRequired],
    ["a numeric zero", { amount: 0 }, messages.sendAmountAndReceiverRequired],
    ["a negative amount", { amount: "-1" }, messages.sendAmountAndReceiverRequired],
    ["a non-number amount", { amount: "1e3" }, messages.sendAmountAndReceiverRequired],
    ["NaN", { amount: Number.NaN }, messages.sendAmountAndReceiverRequired],
    ["no receiver", { receiverAddress: undefined }, messages.sendAmountAndReceiverRequired],
    ["a blank receiver", { receiverAddress: "  " }, messages.sendAmountAndReceiverRequired],
    ["no token", { token: undefined }, messages.sendTokenRequired],
    ["a null token", { token: null }, messages.sendTokenRequired],
    [
      "unsupported chain before missing fields",
      { chainNamespace: "polkadot", amount: undefined, token: undefined },
      messages.unsupportedChain,
    ],
    [
      "missing amount before missing token",
      { amount: "", token: undefined },
      messages.sendAmountAndReceiverRequired,
    ],
  ])("%s", (_label, patch, message) => {
    expect(sendFormError({ ...valid, ...patch })?.shortMessage).toBe(message);
  });
});
