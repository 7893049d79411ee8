import type { Connection, Connector } from "@foyer/core";
import { type ChainNamespace, userTextOf } from "@foyer/core";
import { useId } from "react";
import { useConnectors } from "../../hooks/useConnectors.js";
import { useFeatures } from "../../hooks/useFeatures.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { ShadowStyle } from "../../modal/shadowStyles.js";
import { useAddressNames } from "./useAddressNames.js";
import { type RowStatus, WalletConnectionRow } from "./WalletConnectionRow.js";

const PROFILE_WALLETS_CSS = `
.wallet-connection{display:flex;align-items:center;gap:10px;padding:8px 8px 8px 12px;border-radius:var(--foyer-radius-small);background:var(--foyer-surface)}
.wallet-connection[aria-current="true"]{outline:2px solid var(--foyer-accent)}
.wallet-connection .row-name{display:flex;flex-direction:column}
.wallet-address{font-weight:400;font-size:.85em}
.secondary.small{padding:6px 10px;background:var(--foyer-background)}
.add-wallet{margin-top:6px}
`;

/**
 * The wallets connected per namespace (behaviour §2 ProfileWallets, §3 multiWallet):
 * the active one marked, each other one a click from being switched to (behaviour
 * §4: a live one reconnects in place, one that ended goes through its own
 * connect flow), each live one disconnectable on its own (it then leaves the
 * list), and Add wallet when the app takes several wallets (with multi-wallet
 * off, a second wallet connecting anyway meets the info alert, behaviour §8).
 */
export function ProfileWallets() {
  const foyer = useFoyer();
  const connections = useStore(foyer.stores.connection, (s) => s.connections);
  const recent = useStore(foyer.stores.connection, (s) => s.recentConnections);
  const namespaces = [
    ...new Set([...Object.keys(connections), ...Object.keys(recent)]),
  ] as ChainNamespace[];
  // Behaviour §9: names are eip155 only.
  const evmAddresses = [
    ...(connections.eip155?.connections ?? []),
    ...(recent.eip155 ?? []),
  ].flatMap((connection) => connection.accounts.map((account) => account.address));
  const identities = useAddressNames(evmAddresses);

  return (
    <>
      <ShadowStyle css={PROFILE_WALLETS_CSS} />
      {namespaces.map((namespace) => (
        <NamespaceWallets
          key={namespace}
          namespace={namespace}
          nameOf={(address) =>
            (namespace === "eip155" && identities.get(address.toLowerCase())?.name) || undefined
          }
        />
      ))}
    </>
  );
}

function NamespaceWallets(props: {
  namespace: ChainNamespace;
  nameOf(address: string): string | undefined;
}) {
  const { namespace } = props;
  const foyer = useFoyer();
  const messages = useMessages();
  const headingId = useId();
  const connectors = useConnectors();
  const { multiWallet } = useFeatures();
  const entry = useStore(foyer.stores.connection, (s) => s.connections[namespace]);
  const recent = useStore(foyer.stores.connection, (s) => s.recentConnections[namespace]);
  const live = entry?.connections ?? [];
  const ended = (recent ?? []).filter((c) => !live.some((l) => l.connectorId === c.connectorId));
  const connectorOf = (id: string) => connectors.find((c) => c.id === id && c.chain === namespace);
  const registry = foyer.services?.registry;
  const imageOf = (connector: Connector | undefined) =>
    connector?.imageUrl ??
    (connector?.imageId && registry ? registry.walletImageUrl(connector.imageId) : undefined);

  async function switchTo(connection: Connection, status: RowStatus) {
    const connector = connectorOf(connection.connectorId);
    // Behaviour §4: a wallet that ended reconnects through its own flow, which has a view of its own.
    if (status === "disconnected" && connector && connector.type !== "WALLET_CONNECT") {
      foyer.stores.router.push({ view: "ConnectingExternal", params: { connector } });
      return;
    }
    if (status === "disconnected") {
      foyer.addWallet(namespace);
      return;
    }
    try {
      const changes = await foyer.switchConnection(namespace, connection.connectorId);
      if (changes.walletChanged) foyer.stores.toast.showSuccess(messages.walletSwitched);
      else if (changes.accountChanged) foyer.stores.toast.showSuccess(messages.accountSwitched);
    } catch (error) {
      // The wallet refused: the current one stays active, which the list shows.
      foyer.stores.toast.showError(userTextOf(error), { cause: error });
    }
  }

  const row = (connection: Connection, status: RowStatus) => {
    const connector = connectorOf(connection.connectorId);
    const address = connection.accounts[0]?.address;
    return (
      <WalletConnectionRow
        key={connection.connectorId}
        connection={connection}
        name={connection.wallet?.name ?? connector?.name ?? connection.connectorId}
        imageUrl={imageOf(connector)}
        status={status}
        addressName={address ? props.nameOf(address) : undefined}
        onSwitch={() => void switchTo(connection, status)}
        onDisconnect={() => {
          // Core lets the wallet go whatever it answers; a failure is only told.
          foyer.disconnectConnection(namespace, connection.connectorId).catch((error: unknown) => {
            foyer.stores.toast.showError(userTextOf(error), { cause: error });
          });
        }}
      />
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 className="section-label" id={headingId}>
        {messages.namespaceName(namespace)}
      </h3>
      <ul className="list">
        {live.map((c) =>
          row(c, c.connectorId === entry?.activeConnectorId ? "active" : "connected"),
        )}
        {ended.map((c) => row(c, "disconnected"))}
      </ul>
      {/* Offered only when the app takes another wallet here: with multi-wallet off, a
          button whose only answer is "not enabled" would be a dead end. */}
      {multiWallet || live.length === 0 ? (
        <button
          type="button"
          className="secondary wide add-wallet"
          onClick={() => foyer.addWallet(namespace)}
        >
          {messages.addWalletTo(messages.namespaceName(namespace))}
        </button>
      ) : null}
    </section>
  );
}
