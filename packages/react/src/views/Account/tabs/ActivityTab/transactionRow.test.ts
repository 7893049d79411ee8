import type { Transaction } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { accountOperation, transactionRow } from "./transactionRow.js";

const ME = "0x1111111111111111111111111111111111111111";
const TOKEN = "0x5FC8d32690cc91D4c39d9d3abcBD16989F875707";
const NOW = Date.parse("2025-01-01T12:00:00Z");

function tx(
  operationType: string,
  direction: "in" | "out" | "self",
  sentFrom = ME,
  sentTo = TOKEN,
) {
  const transaction: Transaction = {
    id: "0xt",
    metadata: {
      minedAt: "2025-01-01T11:55:00Z",
      chain: "eip155:31337",
      operationType,
      status: "confirmed",
      sentFrom,
      sentTo,
      hash: "0xt",
    },
    transfers: [
      {
        fungible_info: { name: "USD Coin", symbol: "USDC", icon: { url: "" } },
        direction,
        quantity: { numeric: "1000" },
      },
    ],
  };
  return transaction;
}

describe("accountOperation", () => {
  it.each([
    ["mint", "in", "receive"],
    ["mint", "out", "mint"],
    ["mint", undefined, "mint"],
    ["receive", "in", "receive"],
    ["trade", "in", "trade"],
    ["burn", "out", "burn"],
  ])("%s with value %s reads as %s", (type, direction, expected) => {
    expect(accountOperation(type, direction)).toBe(expected);
  });
});

describe("transactionRow", () => {
  it("shows tokens minted to the account as received, from the sender, signed '+'", () => {
    const row = transactionRow(tx("mint", "in", "0x2222222222222222222222222222222222222222"), NOW);
    expect(row).toMatchObject({
      operationType: "receive",
      sign: "+",
      amount: "1,000.000 USDC",
      counterparty: { direction: "from", address: "0x2222…222222" },
    });
  });

  it("names the sender of a type without a sign when value came in", () => {
    expect(transactionRow(tx("trade", "in"), NOW).counterparty).toMatchObject({
      direction: "from",
      address: "0x1111…111111",
    });
    expect(transactionRow(tx("trade", "out"), NOW).counterparty).toMatchObject({
      direction: "to",
      address: "0x5FC8…875707",
      fullAddress: expect.stringMatching(/^0x5FC8[0-9a-fA-F]{30}875707$/),
    });
  });

  it("truncates the counterparty once: 4 characters, one ellipsis, 6 characters", () => {
    const { counterparty } = transactionRow(tx("send", "out"), NOW);
    expect(counterparty?.address).toBe("0x5FC8…875707");
    expect(counterparty?.address.match(/…|\.\.\./g)).toHaveLength(1);
  });
});
