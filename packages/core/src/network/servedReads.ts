import type { CaipNetwork } from "../types/chain.js";

/**
 * Whether every read URL of the network is a Foyer server's proxy for it: a `/v1/` route whose
 * `chainId` names this network (the RPC proxy, the Esplora proxy). Such reads can only succeed
 * when the server serves the network; a network with an RPC of its own reads whatever the
 * server serves.
 */
export function readsThroughFoyerProxy(network: CaipNetwork): boolean {
  const urls = network.rpcUrls.default.http;
  // Read URLs are http(s) (checked when the network is made): a base only guards odd input.
  return (
    urls.length > 0 &&
    urls.every((raw) => {
      const url = new URL(raw, "http://x");
      return (
        url.pathname.includes("/v1/") && url.searchParams.get("chainId") === network.caipNetworkId
      );
    })
  );
}

/**
 * Whether the account's chain reads (its balance through the RPC, the follow of that balance)
 * should be made: not for a network read through a Foyer proxy that the server's supported
 * chains leave out, since every such read answers 400 and the account view already says the
 * network is not served. An unknown list (no server, not loaded, failed) refuses nothing, and
 * the list is asked for only when the network reads through a proxy.
 */
export async function shouldReadChain(
  network: CaipNetwork,
  servedNetworks: (() => Promise<ReadonlySet<string> | undefined>) | undefined,
): Promise<boolean> {
  if (servedNetworks === undefined || !readsThroughFoyerProxy(network)) return true;
  const served = await servedNetworks();
  return served === undefined || served.has(network.caipNetworkId);
}
