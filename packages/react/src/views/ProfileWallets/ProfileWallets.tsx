import { ALERTS, type ChainNamespace, type Connection, truncateAddress } from "@foyer/core";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useConnectors } from "../../hooks/useConnectors.js";
import { useFeatures } from "../../hooks/useFeatures.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { useAddressNames } from "./useAddressNames.js";

/**
 * The wallets connected per namespace (multi-wallet, SPEC §4): the active
 * one marked, the others (and recently ended ones) one click from being
 * switched to. Core disconnects a whole namespace, so Disconnect is per
 * namespace.
 */
export function ProfileWallets() {
  const foyer = useFoyer();
  const messages = useMessages();
  const features = useFeatures();
  const connections = useStore(foyer.stores.connection, (s) => s.connections);
  const recent = useStore(foyer.stores.connection, (s) => s.recentConnections);
  const connectors = useConnectors();
  // SPEC §9: names are eip155 only.
  const evmAddresses = [
    ...(connections.eip155?.connections ?? []),
    ...(recent.eip155 ?? []),
  ].flatMap((connection) => connection.accounts.map((account) => account.address));
  const identities = useAddressNames(evmAddresses);

  if (!features.multiWallet) {
    return (
      <StatusMessage
        title={ALERTS.MULTI_WALLET_NOT_ENABLED.shortMessage}
        body={ALERTS.MULTI_WALLET_NOT_ENABLED.longMessage}
      />
    );
  }
  const nameOf = (namespace: ChainNamespace, connectorId: string) =>
    connectors.find((c) => c.id === connectorId && c.chain === namespace)?.name ?? connectorId;
  const namespaces = [
    ...new Set([...Object.keys(connections), ...Object.keys(recent)]),
  ] as ChainNamespace[];

  return (
    <>
      {namespaces.map((namespace) => {
        const entry = connections[namespace];
        const live = entry?.connections ?? [];
        const ended = (recent[namespace] ?? []).filter(
          (c) => !live.some((l) => l.connectorId === c.connectorId),
        );
        const row = (connection: Connection) => {
          const name = nameOf(namespace, connection.connectorId);
          const address = connection.accounts[0]?.address;
          const identity =
            namespace === "eip155" && address ? identities.get(address.toLowerCase()) : undefined;
          const isActive = entry?.activeConnectorId === connection.connectorId;
          return (
            <li key={connection.connectorId} className="row">
              <span className="row-name">
                {identity?.avatar ? (
                  <img
                    src={identity.avatar}
                    alt=""
                    width={20}
                    height={20}
                    style={{ borderRadius: "50%", marginInlineEnd: 6 }}
                  />
                ) : null}
                {name}
                {address ? (
                  <span className="muted" title={address}>
                    {" "}
                    {identity?.name ?? truncateAddress(address)}
                  </span>
                ) : null}
              </span>
              {isActive ? (
                <span className="tag accent">{messages.active}</span>
              ) : (
                <button
                  type="button"
                  className="secondary"
                  aria-label={messages.switchTo(name)}
                  onClick={() => {
                    // A refusal leaves the current wallet active; the list shows that.
                    foyer.switchConnection(namespace, connection.connectorId).catch(() => {});
                  }}
                >
                  {messages.switchTo(name)}
                </button>
              )}
            </li>
          );
        };
        return (
          <section key={namespace} aria-label={namespace}>
            <h3 className="section-label">{namespace}</h3>
            <ul className="list">{[...live, ...ended].map(row)}</ul>
            {live.length > 0 ? (
              <button
                type="button"
                className="secondary danger wide"
                style={{ marginTop: 8 }}
                aria-label={messages.disconnectWallet(namespace)}
                onClick={() => {
                  foyer.disconnect(namespace).catch(() => {});
                }}
              >
                {messages.disconnect}
              </button>
            ) : null}
          </section>
        );
      })}
    </>
  );
}
