import { ApiError } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { createStore, type Store } from "../../store/createStore.js";
import type { AccountApi } from "./accountApi.js";
import {
  INITIAL_TRANSACTION_LIST,
  type TransactionListEvent,
  type TransactionListState,
  transactionListReducer,
} from "./transactionList.js";

/** The activity list store (behaviour §4 transaction list). */
export interface TransactionListStore extends Store<TransactionListState> {
  /**
   * Loads the next page (the first when the list is empty). Resolves with the
   * failure, wrapped as an API_ERROR for the error reporter, or undefined.
   * Throws 'Transactions can't be fetched without an accountAddress' (behaviour §8).
   */
  fetchNext(request: {
    account: string;
    caipNetworkId: string;
    onramp?: string;
  }): Promise<ApiError | undefined>;
  /** Empties the list, e.g. on account or network change; in-flight answers are dropped. */
  reset(): void;
}

/** The activity list of one instance, driven by `transactionListReducer`. */
export function createTransactionListStore(account: AccountApi): TransactionListStore {
  const store = createStore<TransactionListState>(INITIAL_TRANSACTION_LIST);
  const apply = (event: TransactionListEvent) =>
    store.setState((state) => transactionListReducer(state, event));
  // A reset or a newer fetch makes an older answer stale: it belongs to another account or chain.
  let generation = 0;

  return {
    ...store,
    async fetchNext({ account: address, caipNetworkId, onramp }) {
      if (!address) {
        throw new ApiError(messages.transactionsNeedAddress, {
          code: "MISSING_ACCOUNT_ADDRESS",
          category: "API_ERROR",
        });
      }
      const mine = ++generation;
      const cursor = store.getState().next;
      apply({ type: "fetchStarted" });
      try {
        const page = await account.getTransactions({
          account: address,
          caipNetworkId,
          ...(cursor ? { cursor } : {}),
          ...(onramp ? { onramp } : {}),
        });
        if (mine === generation)
          apply({ type: "pageReceived", page, activeCaipNetworkId: caipNetworkId });
        return undefined;
      } catch (cause) {
        if (mine === generation) apply({ type: "fetchFailed" });
        return new ApiError(coreText("transactionsFetchFailed", messages.transactionsFetchFailed), {
          code: "TRANSACTIONS_FETCH_FAILED",
          category: "API_ERROR",
          cause,
        });
      }
    },
    reset() {
      generation++;
      apply({ type: "reset" });
    },
  };
}
