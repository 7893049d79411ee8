import type { CaipNetwork } from "@foyer/core";
import { useId } from "react";
import { NetworkImage } from "../../components/NetworkImage/NetworkImage.js";
import { useFoyerNetwork } from "../../hooks/useFoyerNetwork.js";
import { isNotServed, useServedNetworks } from "../../hooks/useServedNetworks.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/**
 * The app's networks; the active one is marked (unless `markActive` is off). A network the
 * provider server says it does not serve is marked so before it is chosen: its balances,
 * history and RPC calls would be refused, and the account on it says so. It can still be
 * chosen: a wallet's addresses on it do not need the server.
 */
export function NetworkList({
  onSelect,
  markActive = true,
}: {
  onSelect(network: CaipNetwork): void;
  markActive?: boolean;
}) {
  const messages = useMessages();
  const { network: active, networks } = useFoyerNetwork();
  const served = useServedNetworks();
  const listId = useId();
  return (
    <ul className="list">
      {networks.map((network, index) => {
        const isActive = markActive && network.caipNetworkId === active?.caipNetworkId;
        const notServed = isNotServed(served, network.caipNetworkId);
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row"
              aria-current={isActive ? "true" : undefined}
              aria-describedby={notServed ? `${listId}-${index}` : undefined}
              onClick={() => onSelect(network)}
            >
              <NetworkImage network={network} className="wallet-image" />
              <span className="row-name">{network.name}</span>
              {isActive ? <span className="tag accent">{messages.activeNetwork}</span> : null}
              {/* A description, not part of the name: the row is still called by its network. */}
              {notServed ? (
                <span className="tag" id={`${listId}-${index}`} aria-hidden="true">
                  {messages.networkNotServed}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
