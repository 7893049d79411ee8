import { useFoyer } from "../../hooks/useFoyer.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { NetworkList } from "../Networks/NetworkList.js";
import { selectNetwork } from "../Networks/selectNetwork.js";

/**
 * The wallet moved to a network the app doesn't list (behaviour §4): offer the
 * app's networks, or leaving. No network is marked active, since the wallet
 * is on none of them.
 */
export function UnsupportedChain() {
  const foyer = useFoyer();
  const messages = useMessages();
  return (
    <>
      <div className="center">
        <h3>{messages.unsupportedChain}</h3>
        <p>{messages.unsupportedChainBody}</p>
      </div>
      <NetworkList markActive={false} onSelect={(network) => selectNetwork(foyer, network)} />
      <p />
      <button
        type="button"
        className="secondary danger wide"
        onClick={() => {
          // Core clears local state whatever the wallet answers.
          foyer.disconnect().catch(() => {});
        }}
      >
        {messages.disconnect}
      </button>
    </>
  );
}
