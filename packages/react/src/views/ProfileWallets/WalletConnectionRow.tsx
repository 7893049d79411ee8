import type { Connection } from "@foyer/core";
import { truncateAddress } from "@foyer/core/internal";
import { WalletImage } from "../../components/WalletImage/WalletImage.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/** How a connection stands in its namespace's list (behaviour §4 connector status). */
export type RowStatus = "active" | "connected" | "disconnected";

/**
 * One wallet of a namespace: icon, name and address (or its name record), the
 * Active mark or a Switch button, and Disconnect for a live one.
 */
export function WalletConnectionRow(props: {
  connection: Connection;
  name: string;
  imageUrl: string | undefined;
  status: RowStatus;
  /** The address's name record, when it has one. */
  addressName: string | undefined;
  onSwitch(): void;
  onDisconnect(): void;
}) {
  const messages = useMessages();
  const { connection, name, status } = props;
  const address = connection.accounts[0]?.address;
  return (
    <li className="wallet-connection" aria-current={status === "active" ? "true" : undefined}>
      <WalletImage name={name} src={props.imageUrl} />
      <span className="row-name">
        {name}
        <span className="muted wallet-address">
          {address ? (
            <span title={address}>{props.addressName ?? truncateAddress(address)}</span>
          ) : null}
          {/* Under the name, so a long name keeps its room. */}
          {status === "disconnected" ? ` · ${messages.walletDisconnected}` : null}
        </span>
      </span>
      {status === "active" ? (
        <span className="tag accent">{messages.active}</span>
      ) : (
        <button
          type="button"
          className="secondary small"
          aria-label={messages.switchTo(name)}
          onClick={props.onSwitch}
        >
          {messages.switchWallet}
        </button>
      )}
      {status === "disconnected" ? null : (
        <button
          type="button"
          className="icon-button danger"
          aria-label={messages.disconnectWallet(name)}
          title={messages.disconnectWallet(name)}
          onClick={props.onDisconnect}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
