import { rpcProxyUrl } from "@foyer/protocol";
import { parseCaipNetworkId } from "../../caip/caip.js";

// The transport figures live in @foyer/protocol, where the server's upstream calls read them too.
export {
  RPC_FALLBACK_RANKING,
  RPC_NO_RETRY_CODES,
  RPC_RETRY_STATUSES,
  RPC_TRANSPORT_CONFIG,
} from "@foyer/protocol";

/**
 * The provider's JSON-RPC proxy URL for a network (behaviour §7):
 * `{base}/v1/?chainId={caip id}&projectId={id}`. A malformed id fails with
 * 'Invalid CAIP-2 network id'.
 */
export function buildRpcProxyUrl(options: {
  baseUrl: string;
  caipNetworkId: string;
  projectId: string;
}): string {
  parseCaipNetworkId(options.caipNetworkId);
  return rpcProxyUrl({
    serverUrl: options.baseUrl,
    caipNetworkId: options.caipNetworkId,
    projectId: options.projectId,
  }) as string;
}
