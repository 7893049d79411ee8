import { hasMoreTransactions, isTransactionListEmpty } from "@foyer/core/internal";
import { useEffect, useRef } from "react";
import { Spinner } from "../../../../components/Spinner/Spinner.js";
import { useCounterpartyNames } from "../../../../hooks/useCounterpartyNames.js";
import { useAccountScreen } from "../../../useAccountScreen.js";
import { explorerTransactionUrl } from "../../explorerLink.js";
import { LoadingRows } from "../LoadingRows.js";
import { ActivityRow } from "./ActivityRow.js";
import { transactionRow } from "./transactionRow.js";
import { useTransactionList } from "./useTransactionList.js";

/**
 * The account's history on the active network, newest first. The next page
 * loads when the end of the list scrolls into view; the button does the same
 * for keyboards and for browsers without IntersectionObserver.
 */
export function ActivityTab() {
  const { foyer, account, network, locale, messages, wallet } = useAccountScreen();
  const { state, loadMore } = useTransactionList();
  const sentinel = useRef<HTMLLIElement>(null);
  const hasMore = hasMoreTransactions(state);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  const now = foyer.clock.now();
  const rows = state.transactions.map((transaction) => transactionRow(transaction, now, locale));
  const names = useCounterpartyNames(
    rows.flatMap((row) => (row.counterparty ? [row.counterparty.fullAddress] : [])),
    account.address,
  );

  if (state.loading && state.transactions.length === 0) {
    return <LoadingRows label={wallet.loadingActivity} />;
  }
  if (isTransactionListEmpty(state)) return <p className="center muted">{messages.noActivity}</p>;

  return (
    <ul className="list" aria-label={messages.activity}>
      {rows.map((row) => (
        <ActivityRow
          key={row.id}
          row={row}
          explorer={explorerTransactionUrl(network, row.hash)}
          name={
            row.counterparty ? names.get(row.counterparty.fullAddress.toLowerCase()) : undefined
          }
        />
      ))}
      {hasMore ? (
        <li ref={sentinel} className="center">
          {state.loading ? (
            <Spinner label={wallet.loadingActivity} />
          ) : (
            <button type="button" className="secondary" onClick={loadMore}>
              {wallet.loadMore}
            </button>
          )}
        </li>
      ) : null}
    </ul>
  );
}
