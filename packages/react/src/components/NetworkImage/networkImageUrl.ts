import type { CaipNetwork } from "@foyer/core";
import type { WalletRegistry } from "@foyer/core/internal";

/**
 * Where a network's picture comes from: the app's own `imageUrl` when it set
 * one, else the provider server's network image route (behaviour §7) by the app's
 * `imageId` or, by default, the network's CAIP-2 id. Undefined without a server.
 */
export function networkImageUrl(
  network: CaipNetwork,
  registry: Pick<WalletRegistry, "assetImageUrl"> | undefined,
): string | undefined {
  if (network.assets?.imageUrl) return network.assets.imageUrl;
  return registry?.assetImageUrl(network.assets?.imageId ?? network.caipNetworkId);
}
