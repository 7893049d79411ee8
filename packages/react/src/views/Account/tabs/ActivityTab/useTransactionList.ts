import { userTextOf } from "@foyer/core";
import {
  coreText,
  INITIAL_TRANSACTION_LIST,
  messages,
  type TransactionListState,
} from "@foyer/core/internal";
import { useCallback, useEffect } from "react";
import { useAccountData } from "../../../../hooks/useAccountData.js";
import { useFoyer } from "../../../../hooks/useFoyer.js";
import { useStore } from "../../../../hooks/useStore.js";
import { useAccountTarget } from "../useAccountTarget.js";

/** The activity list and the action that loads its next page. */
export interface TransactionList {
  state: TransactionListState;
  /** Loads the next page; does nothing while one is loading or after the last. */
  loadMore(): void;
}

/** A fixed store that never changes, so the hooks stay unconditional. */
function fixedList(state: TransactionListState) {
  return { getState: () => state, subscribe: () => () => {} };
}

/** Without a server there is no list (or its chunk failed to load): empty. */
const NO_LIST = fixedList(INITIAL_TRANSACTION_LIST);
/** While the list's chunk is fetched (first use only), the tab shows it loading. */
const LOADING_LIST = fixedList({ ...INITIAL_TRANSACTION_LIST, loading: true });

/**
 * The instance's transaction list for the active account and network (behaviour
 * §4, §5: spam and other chains filtered, a next cursor while there is
 * more). It starts over on mount and whenever the account or network
 * changes, so it never shows another account's rows. A failed page shows
 * 'Failed to fetch transactions'; core's store has already emptied the list
 * and cleared the cursor.
 */
export function useTransactionList(): TransactionList {
  const foyer = useFoyer();
  const source = useAccountData();
  const store = source.status === "ready" ? source.data.transactions : undefined;
  const { address, caipNetworkId } = useAccountTarget();
  const state = useStore(store ?? (source.status === "loading" ? LOADING_LIST : NO_LIST), (s) => s);

  useEffect(() => {
    if (source.status === "failed")
      foyer.stores.toast.showError(
        coreText("transactionsFetchFailed", messages.transactionsFetchFailed),
      );
  }, [foyer, source.status]);

  const fetchPage = useCallback(() => {
    if (!store || !address || !caipNetworkId) return;
    void store.fetchNext({ account: address, caipNetworkId }).then((error) => {
      if (error) foyer.stores.toast.showError(userTextOf(error), { cause: error });
    });
  }, [foyer, store, address, caipNetworkId]);

  useEffect(() => {
    store?.reset();
    fetchPage();
    return () => store?.reset();
  }, [store, fetchPage]);

  const loadMore = useCallback(() => {
    const current = store?.getState();
    if (!current || current.loading || current.next === undefined) return;
    fetchPage();
  }, [store, fetchPage]);

  return { state, loadMore };
}
