import { isCaipNetworkId } from "../caip/caip.js";

/** Path of the provider's JSON-RPC proxy (behaviour §7 "Chain RPC"). */
export const RPC_PROXY_PATH = "/v1/";

/**
 * The provider's JSON-RPC proxy URL for one network:
 * `{serverUrl}/v1/?chainId={caip id}&projectId={id}`. The query's order is fixed so the
 * same network always gives the same URL (a transport cache key). Undefined for an id that
 * is not CAIP-2, so a caller can't build a URL the server would refuse.
 */
export function rpcProxyUrl(options: {
  serverUrl: string;
  caipNetworkId: string;
  projectId: string;
}): string | undefined {
  if (!isCaipNetworkId(options.caipNetworkId)) return undefined;
  const base = options.serverUrl.replace(/\/+$/, "");
  const chainId = encodeURIComponent(options.caipNetworkId);
  const projectId = encodeURIComponent(options.projectId);
  return `${base}${RPC_PROXY_PATH}?chainId=${chainId}&projectId=${projectId}`;
}
