import type { SmartAccountNetwork } from "@foyer/protocol";
import type { NetworkConfig } from "../config.js";

/**
 * The networks where the embedded wallet has smart accounts: eip155 networks with both a
 * bundler behind the RPC proxy and the Delegation Framework's addresses.
 */
export function smartAccountNetworks(
  networks: Readonly<Record<string, NetworkConfig>>,
): SmartAccountNetwork[] {
  return Object.entries(networks).flatMap(([caipNetworkId, network]) => {
    const [namespace, reference] = caipNetworkId.split(":");
    const chainId = Number(reference);
    if (namespace !== "eip155" || !Number.isSafeInteger(chainId) || chainId < 1) return [];
    if (network.bundlerUrl === undefined || network.smartAccounts === undefined) return [];
    const { EntryPoint, SimpleFactory, DelegationManager, implementations, caveatEnforcers } =
      network.smartAccounts;
    return [
      {
        chainId,
        caipNetworkId,
        name: network.name,
        environment: {
          EntryPoint,
          SimpleFactory,
          DelegationManager,
          implementations: { ...implementations },
          caveatEnforcers: { ...caveatEnforcers },
        },
      },
    ];
  });
}
