import type { CaipNetwork } from "@foyer/core";
import { NetworkImage } from "../../components/NetworkImage/NetworkImage.js";
import { useFoyerNetwork } from "../../hooks/useFoyerNetwork.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/** The app's networks; the active one is marked (unless `markActive` is off). */
export function NetworkList({
  onSelect,
  markActive = true,
}: {
  onSelect(network: CaipNetwork): void;
  markActive?: boolean;
}) {
  const messages = useMessages();
  const { network: active, networks } = useFoyerNetwork();
  return (
    <ul className="list">
      {networks.map((network) => {
        const isActive = markActive && network.caipNetworkId === active?.caipNetworkId;
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row"
              aria-current={isActive ? "true" : undefined}
              onClick={() => onSelect(network)}
            >
              <NetworkImage network={network} className="wallet-image" />
              <span className="row-name">{network.name}</span>
              {isActive ? <span className="tag accent">{messages.activeNetwork}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
