import { useFoyer } from "../../hooks/useFoyer.js";
import { useFoyerNetwork } from "../../hooks/useFoyerNetwork.js";
import { NetworkList } from "./NetworkList.js";
import { selectNetwork } from "./selectNetwork.js";

/** The network picker. */
export function Networks() {
  const foyer = useFoyer();
  const { network: active } = useFoyerNetwork();
  return (
    <NetworkList
      onSelect={(network) => {
        if (network.caipNetworkId === active?.caipNetworkId) foyer.goBack();
        else selectNetwork(foyer, network);
      }}
    />
  );
}
