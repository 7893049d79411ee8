import type { CaipNetwork } from "@foyer/core";
import { NetworkImage } from "../../components/NetworkImage/NetworkImage.js";
import { useFoyerNetwork } from "../../hooks/useFoyerNetwork.js";
import { isNotServed, useServedNetworks } from "../../hooks/useServedNetworks.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/**
 * The app's networks; the active one is marked (unless `markActive` is off). A network the
 * provider server says it does not serve is marked so and cannot be chosen: every balance,
 * history and RPC call on it would be refused.
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
  return (
    <ul className="list">
      {networks.map((network) => {
        const isActive = markActive && network.caipNetworkId === active?.caipNetworkId;
        const notServed = isNotServed(served, network.caipNetworkId);
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row"
              aria-current={isActive ? "true" : undefined}
              disabled={notServed && !isActive}
              onClick={() => onSelect(network)}
            >
              <NetworkImage network={network} className="wallet-image" />
              <span className="row-name">{network.name}</span>
              {isActive ? <span className="tag accent">{messages.activeNetwork}</span> : null}
              {notServed ? <span className="tag">{messages.networkNotServed}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
