import type { CaipNetwork, Foyer } from "@foyer/core";
import { activeConnection } from "@foyer/core/internal";

/**
 * Picking a network: one of another namespace (EVM → Solana) goes through SwitchActiveChain,
 * which moves the app there and then shows that namespace's account, or Connect when no
 * wallet is connected in it yet. Within the namespace, with a wallet connected the wallet
 * has to agree, so SwitchNetwork waits for it; without one the app just moves and the modal
 * goes back.
 */
export function selectNetwork(foyer: Foyer, network: CaipNetwork): void {
  const namespace = network.chainNamespace;
  const connected = activeConnection(foyer.stores.connection.getState(), namespace);
  if (namespace !== foyer.stores.networks.store.getState().activeNamespace) {
    foyer.stores.router.push({
      view: "SwitchActiveChain",
      params: {
        switchToChain: namespace,
        network,
        navigateTo: connected ? "Account" : "Connect",
        navigateWithReplace: true,
      },
    });
    return;
  }
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
