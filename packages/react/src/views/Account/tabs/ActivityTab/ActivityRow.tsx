import type { CSSProperties } from "react";
import { useMessages } from "../../../../i18n/MessagesContext.js";
import { useWalletMessages } from "../../../../i18n/useWalletMessages.js";
import type { TransactionRowModel } from "./transactionRow.js";

// Inline, like the rest of the account area's one-off layout: this chunk loads
// with the Activity tab, the modal's stylesheet with the page.
const column: CSSProperties = {
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: 2,
};
const line: CSSProperties = {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: 8,
};
const keep: CSSProperties = { flex: "none", whiteSpace: "nowrap" };
const clip: CSSProperties = {
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  textAlign: "end",
};

/**
 * One history entry: what happened and how much on the first line; with whom,
 * when and whether it went through on the second. The address is already
 * shortened (behaviour §9, 4 + 6 characters) and is never clipped again: when the
 * row is tight, the amount or the time gives way instead.
 */
export function ActivityRow({
  row,
  name,
  explorer,
}: {
  row: TransactionRowModel;
  name?: string;
  /** The transaction's page on the network's explorer, when the network names one. */
  explorer?: { name: string; url: string } | undefined;
}) {
  const messages = useMessages();
  const wallet = useWalletMessages();
  // The counterparty's account name when it has one (reverse lookup), its address otherwise.
  const shown = name ?? row.counterparty?.address ?? "";
  const counterparty = row.counterparty
    ? row.counterparty.direction === "from"
      ? wallet.from(shown)
      : wallet.to(shown)
    : undefined;
  return (
    <li className="row" data-testid="activity-row" style={{ cursor: "default" }}>
      {row.icon ? (
        <img className="wallet-image" src={row.icon} alt="" loading="lazy" />
      ) : (
        <span className="wallet-image" aria-hidden="true" />
      )}
      <span style={column}>
        <span style={line}>
          <span style={keep}>{wallet.operation(row.operationType)}</span>
          {row.amount ? (
            <span style={clip} data-testid="activity-amount">
              {row.sign}
              {row.amount}
            </span>
          ) : null}
        </span>
        <span className="muted" style={{ ...line, fontSize: ".85em" }}>
          {counterparty ? (
            <span
              style={name ? { ...keep, ...clip, textAlign: "start" } : keep}
              title={row.counterparty?.fullAddress}
              data-testid="activity-counterparty"
            >
              {counterparty}
            </span>
          ) : (
            <span />
          )}
          <span style={clip}>
            {row.time ? <time>{row.time}</time> : null} ·{" "}
            {explorer ? (
              <a
                href={explorer.url}
                target="_blank"
                rel="noreferrer noopener"
                title={messages.viewOnExplorer(explorer.name)}
              >
                {wallet.status(row.status)}
              </a>
            ) : (
              wallet.status(row.status)
            )}
          </span>
        </span>
      </span>
    </li>
  );
}
