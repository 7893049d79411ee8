import { useWalletMessages } from "../../../../i18n/useWalletMessages.js";
import type { TransactionRowModel } from "./transactionRow.js";

/** One history entry: what happened, how much, with whom, when, and whether it went through. */
export function ActivityRow({ row }: { row: TransactionRowModel }) {
  const wallet = useWalletMessages();
  const counterparty = row.counterparty
    ? row.counterparty.direction === "from"
      ? wallet.from(row.counterparty.address)
      : wallet.to(row.counterparty.address)
    : undefined;
  return (
    <li className="row" data-testid="activity-row" style={{ cursor: "default" }}>
      {row.icon ? (
        <img className="wallet-image" src={row.icon} alt="" loading="lazy" />
      ) : (
        <span className="wallet-image" aria-hidden="true" />
      )}
      <span className="row-name">
        {wallet.operation(row.operationType)}
        {counterparty ? (
          <>
            <br />
            <span className="muted">{counterparty}</span>
          </>
        ) : null}
      </span>
      <span style={{ textAlign: "right" }}>
        {row.amount ? (
          <span data-testid="activity-amount">
            {row.sign}
            {row.amount}
          </span>
        ) : null}
        <br />
        <span className="muted">
          {row.time ? <time>{row.time}</time> : null} · {wallet.status(row.status)}
        </span>
      </span>
    </li>
  );
}
