import { type CaipNetwork, createClientError } from "@foyer/core";
import { type Config, type Connector, switchChain } from "@wagmi/core";
import { evmChainId } from "./chains.js";

/**
 * What `wallet_addEthereumChain` should say about the network when the wallet
 * answers 4902 (behaviour §7: chainId, rpcUrls, chainName, nativeCurrency,
 * blockExplorerUrls, iconUrls). The wallet gets the chain's own RPC when the
 * app reads through a proxy: a proxy URL carries the project id and is
 * meant for the app, not for the user's wallet.
 */
export function addChainParameter(network: CaipNetwork) {
  const explorer = network.blockExplorers?.default.url;
  const rpcUrls = network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http;
  return {
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...rpcUrls],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(network.assets?.imageUrl ? { iconUrls: [network.assets.imageUrl] } : {}),
  };
}

/**
 * Asks the wallet behind `connector` to move to `network`. Wagmi's injected
 * connector sends `wallet_switchEthereumChain` and, on 4902, adds the chain
 * with {@link addChainParameter} and checks that the wallet switched.
 */
export async function switchWalletChain(
  config: Config,
  connector: Connector,
  network: CaipNetwork,
): Promise<void> {
  const chainId = evmChainId(network);
  if (!config.chains.some((chain) => chain.id === chainId)) {
    throw createClientError("CHAIN_NOT_CONFIGURED", { caipNetworkId: network.caipNetworkId });
  }
  if (!connector.switchChain) {
    throw createClientError("CHAIN_SWITCHING_NOT_SUPPORTED", { connectorId: connector.id });
  }
  await switchChain(config, {
    connector,
    chainId,
    addEthereumChainParameter: addChainParameter(network),
  });
}
