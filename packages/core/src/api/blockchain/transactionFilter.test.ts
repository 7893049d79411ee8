import { describe, expect, it } from "vitest";
import { transactionItem as tx } from "../../testing/blockchainItems.js";
import type { TransactionTransfer } from "./blockchainTypes.js";
import { filterTransactions } from "./transactionFilter.js";

const spam: TransactionTransfer = {
  nft_info: { flags: { is_spam: true } },
  quantity: { numeric: "1" },
};
const clean: TransactionTransfer = {
  nft_info: { flags: { is_spam: false } },
  quantity: { numeric: "1" },
};
const fungible: TransactionTransfer = {
  fungible_info: { symbol: "ETH" },
  quantity: { numeric: "1" },
};

describe("transaction filter (behaviour §5: all-spam dropped, only the active chain kept)", () => {
  it.each([
    ["all transfers spam", [spam, spam], false],
    ["one spam transfer", [spam], false],
    ["spam mixed with clean", [spam, clean], true],
    ["spam mixed with fungible", [spam, fungible], true],
    ["no transfers", [], true],
    ["fungible only", [fungible], true],
  ])("%s on the active chain → kept %s", (_name, transfers, kept) => {
    const result = filterTransactions([tx("a", "eip155:1", transfers)], "eip155:1");
    expect(result.length === 1).toBe(kept);
  });

  it("drops other chains and keeps the order", () => {
    const list = [tx("a", "eip155:1", []), tx("b", "eip155:10", []), tx("c", "eip155:1", [])];
    expect(filterTransactions(list, "eip155:1").map((t) => t.id)).toEqual(["a", "c"]);
  });
});
