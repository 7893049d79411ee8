import { messages } from "../../errors/messages.js";
import { coreText, type UserText } from "../../i18n/coreText.js";
import type { Transaction, TransactionPage } from "./blockchainTypes.js";
import { filterTransactions } from "./transactionFilter.js";

/** Behaviour §4 transaction list: loading, empty, has next cursor. */
export interface TransactionListState {
  transactions: Transaction[];
  /** Cursor of the next page; absent after the last page. */
  next: string | undefined;
  loading: boolean;
  /** 'Failed to fetch transactions' after a failure, for the toast (behaviour §8). */
  error: UserText | undefined;
}

/** What can happen to the transaction list. */
export type TransactionListEvent =
  | { type: "fetchStarted" }
  | { type: "pageReceived"; page: TransactionPage; activeCaipNetworkId: string }
  | { type: "fetchFailed" }
  | { type: "reset" };

/** An empty list, not loading. */
export const INITIAL_TRANSACTION_LIST: TransactionListState = {
  transactions: [],
  next: undefined,
  loading: false,
  error: undefined,
};

/**
 * The transaction list rule (behaviour §4, §5, §8): pages append with spam and
 * other chains filtered out; a failure empties the list and clears the
 * cursor so the UI never offers 'load more' for a list it could not fetch.
 */
export function transactionListReducer(
  state: TransactionListState,
  event: TransactionListEvent,
): TransactionListState {
  switch (event.type) {
    case "fetchStarted":
      return { ...state, loading: true, error: undefined };
    case "pageReceived":
      return {
        transactions: [
          ...state.transactions,
          ...filterTransactions(event.page.data, event.activeCaipNetworkId),
        ],
        next: event.page.next,
        loading: false,
        error: undefined,
      };
    case "fetchFailed":
      return {
        transactions: [],
        next: undefined,
        loading: false,
        error: coreText("transactionsFetchFailed", messages.transactionsFetchFailed),
      };
    case "reset":
      return INITIAL_TRANSACTION_LIST;
  }
}

/** Nothing to show and nothing loading: the UI shows its empty state. */
export function isTransactionListEmpty(state: TransactionListState): boolean {
  return !state.loading && state.transactions.length === 0 && state.next === undefined;
}

/** Another page can be loaded. */
export function hasMoreTransactions(state: TransactionListState): boolean {
  return state.next !== undefined;
}
