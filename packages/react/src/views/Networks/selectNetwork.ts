import { activeConnection, type CaipNetwork, type Foyer } from "@foyer/core";

/**
 * Picking a network: with a wallet connected in its namespace the wallet has
 * to agree, so SwitchNetwork waits for it; without one the app just moves
 * and the modal goes back.
 */
export function selectNetwork(foyer: Foyer, network: CaipNetwork): void {
  const connected = activeConnection(foyer.stores.connection.getState(), network.chainNamespace);
  if (connected) {
    foyer.stores.router.push({ view: "SwitchNetwork", params: { network } });
    return;
  }
  foyer.switchNetwork(network).then(
    () => foyer.goBack(),
    // A listed network can't be refused without a wallet; nothing to show.
    () => {},
  );
}
