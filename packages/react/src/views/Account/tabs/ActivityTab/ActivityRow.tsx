import { useWalletMessages } from "../../../../i18n/useWalletMessages.js";
import type { TransactionRowModel } from "./transactionRow.js";

/**
 * One history entry: what happened and how much on the first line; with whom,
 * when and whether it went through on the second. The address is already
 * shortened (SPEC §9, 4 + 6 characters) and is never clipped again: when the
 * row is tight, the amount or the time gives way instead.
 */
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
      <span className="activity">
        <span className="activity-line">
          <span className="keep">{wallet.operation(row.operationType)}</span>
          {row.amount ? (
            <span className="clip" data-testid="activity-amount">
              {row.sign}
              {row.amount}
            </span>
          ) : null}
        </span>
        <span className="activity-line muted small">
          {counterparty ? <span className="keep">{counterparty}</span> : <span />}
          <span className="clip">
            {row.time ? <time>{row.time}</time> : null} · {wallet.status(row.status)}
          </span>
        </span>
      </span>
    </li>
  );
}
