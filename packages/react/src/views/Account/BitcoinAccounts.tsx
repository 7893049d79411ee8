import type { ConnectionAccount } from "@foyer/core";
import { activeConnection, truncateAddress } from "@foyer/core/internal";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/**
 * A Bitcoin connection's accounts (behaviour §3: payment at index 0, the active one, and ordinal
 * at index 1), each by its role with its address to copy: the payment one pays and signs in,
 * the ordinal one holds inscriptions.
 */
export function BitcoinAccounts({ onCopy }: { onCopy(address: string): void }) {
  const foyer = useFoyer();
  const messages = useMessages();
  const accounts = useStore(
    foyer.stores.connection,
    (state) => activeConnection(state, "bip122")?.accounts,
  );
  if (!accounts || accounts.length === 0) return null;
  const label = (account: ConnectionAccount) =>
    account.type === "ordinal" ? messages.bitcoinOrdinalAccount : messages.bitcoinPaymentAccount;
  return (
    <ul className="list" aria-label={messages.bitcoinAccounts} data-testid="bitcoin-accounts">
      {accounts.map((account) => (
        <li key={account.address} className="row" style={{ cursor: "default", gap: 8 }}>
          <span className="row-name">{label(account)}</span>
          <span className="muted" title={account.address}>
            {truncateAddress(account.address)}
          </span>
          <button
            type="button"
            className="secondary"
            style={{ marginInlineStart: "auto" }}
            aria-label={messages.copyAccountAddress(label(account))}
            onClick={() => onCopy(account.address)}
          >
            {messages.copy}
          </button>
        </li>
      ))}
    </ul>
  );
}
