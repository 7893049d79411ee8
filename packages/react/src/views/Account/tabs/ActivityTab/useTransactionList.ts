import { userTextOf } from "@foyer/core";
import {
  coreText,
  fetchTransactionPage,
  INITIAL_TRANSACTION_LIST,
  messages,
  type TransactionListEvent,
  type TransactionListState,
  type TransactionPage,
  transactionListReducer,
} from "@foyer/core/internal";
import { useCallback, useEffect, useMemo } from "react";
import { useAccountLoad } from "../../../../hooks/useAccountLoad.js";
import { useFoyer } from "../../../../hooks/useFoyer.js";
import { useAccountTarget } from "../useAccountTarget.js";

/** The activity list and the action that loads its next page. */
export interface TransactionList {
  state: TransactionListState;
  /** Loads the next page; does nothing while one is loading or after the last. */
  loadMore(): void;
}

function received(page: TransactionPage, activeCaipNetworkId: string): TransactionListEvent {
  return { type: "pageReceived", page, activeCaipNetworkId };
}

const LOADING_LIST: TransactionListState = { ...INITIAL_TRANSACTION_LIST, loading: true };
const FAILED_LIST = transactionListReducer(INITIAL_TRANSACTION_LIST, { type: "fetchFailed" });

/**
 * The transaction list for the active account and network (behaviour §4,
 * §5: spam and other chains filtered, a next cursor while there is more),
 * its pages applied by core's `transactionListReducer`. It starts over on
 * mount and whenever the account or network changes, so it never shows
 * another account's rows. A failed page shows 'Failed to fetch transactions'
 * and empties the list and its cursor.
 */
export function useTransactionList(): TransactionList {
  const foyer = useFoyer();
  const { address, caipNetworkId } = useAccountTarget();
  const account = address ?? "";
  const network = caipNetworkId ?? "";
  const { state, update, data } = useAccountLoad(
    address && caipNetworkId && `${caipNetworkId} ${address}`,
    async (services) =>
      transactionListReducer(
        INITIAL_TRANSACTION_LIST,
        received(
          await fetchTransactionPage(services.blockchain.account, {
            account,
            caipNetworkId: network,
          }),
          network,
        ),
      ),
  );

  // The first page's failure (or the chunk's), once per failure.
  useEffect(() => {
    if (state.status !== "failed") return;
    if (state.error === undefined)
      foyer.stores.toast.showError(
        coreText("transactionsFetchFailed", messages.transactionsFetchFailed),
      );
    else foyer.stores.toast.showError(userTextOf(state.error), { cause: state.error });
  }, [foyer, state]);

  const list = useMemo((): TransactionListState => {
    if (state.status === "ready") return state.value;
    if (state.status === "loading") return LOADING_LIST;
    return state.status === "failed" ? FAILED_LIST : INITIAL_TRANSACTION_LIST;
  }, [state]);

  const loadMore = useCallback(() => {
    if (!data || !account || !network || list.loading || list.next === undefined) return;
    const apply = (event: TransactionListEvent) =>
      update((shown) => transactionListReducer(shown ?? INITIAL_TRANSACTION_LIST, event));
    apply({ type: "fetchStarted" });
    const request = { account, caipNetworkId: network, cursor: list.next };
    fetchTransactionPage(data.blockchain.account, request).then(
      (page) => apply(received(page, network)),
      (error: unknown) => {
        apply({ type: "fetchFailed" });
        foyer.stores.toast.showError(userTextOf(error), { cause: error });
      },
    );
  }, [foyer, data, account, network, list, update]);

  return { state: list, loadMore };
}
