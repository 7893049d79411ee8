import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { transactionItem } from "../../testing/blockchainItems.js";
import {
  hasMoreTransactions,
  INITIAL_TRANSACTION_LIST,
  isTransactionListEmpty,
  type TransactionListState,
  transactionListReducer,
} from "./transactionList.js";

const SPAM = { nft_info: { flags: { is_spam: true } }, quantity: { numeric: "1" } };
const tx = (id: string, chain = "eip155:1", spam = false) =>
  transactionItem(id, chain, spam ? [SPAM] : []);

const withItems: TransactionListState = {
  ...INITIAL_TRANSACTION_LIST,
  transactions: [tx("a")],
  next: "c1",
};

describe("transaction list (behaviour §4: loading, empty, has next cursor)", () => {
  it.each([
    ["initial", INITIAL_TRANSACTION_LIST, true, false],
    ["loading", { ...INITIAL_TRANSACTION_LIST, loading: true }, false, false],
    ["items with cursor", withItems, false, true],
    ["no items but a cursor", { ...INITIAL_TRANSACTION_LIST, next: "c" }, false, true],
  ])("%s → empty %s, more %s", (_name, state, empty, more) => {
    expect(isTransactionListEmpty(state)).toBe(empty);
    expect(hasMoreTransactions(state)).toBe(more);
  });

  it("fetchStarted sets loading and clears the error", () => {
    const state = transactionListReducer(
      { ...INITIAL_TRANSACTION_LIST, error: "x" },
      { type: "fetchStarted" },
    );
    expect(state).toEqual({ ...INITIAL_TRANSACTION_LIST, loading: true });
  });

  it("pages append, filtered to the active chain and without all-spam (behaviour §5)", () => {
    const state = transactionListReducer(
      { ...withItems, loading: true },
      {
        type: "pageReceived",
        page: { data: [tx("b"), tx("x", "eip155:10"), tx("s", "eip155:1", true)] },
        activeCaipNetworkId: "eip155:1",
      },
    );
    expect(state.transactions.map((t) => t.id)).toEqual(["a", "b"]);
    expect(state.next).toBeUndefined();
    expect(state.loading).toBe(false);
  });

  it("the next cursor is kept from the page", () => {
    const state = transactionListReducer(INITIAL_TRANSACTION_LIST, {
      type: "pageReceived",
      page: { data: [], next: "c2" },
      activeCaipNetworkId: "eip155:1",
    });
    expect(state.next).toBe("c2");
  });

  it("'Failed to fetch transactions' empties the list and clears the cursor (behaviour §8)", () => {
    expect(
      transactionListReducer({ ...withItems, loading: true }, { type: "fetchFailed" }),
    ).toEqual({
      transactions: [],
      next: undefined,
      loading: false,
      error: coreText("transactionsFetchFailed", messages.transactionsFetchFailed),
    });
  });

  it("reset returns to the initial state", () => {
    expect(transactionListReducer(withItems, { type: "reset" })).toBe(INITIAL_TRANSACTION_LIST);
  });
});
