import { parseCaipAddress, parseCaipNetworkId } from "../../caip/caip.js";
import { ApiError } from "../../errors/apiError.js";
import type { UserText } from "../../i18n/coreText.js";
import type { HttpClient } from "../http/httpClient.js";
import type { ApiCaches } from "./apiCaches.js";
import type { SupportedChains } from "./supportedChains.js";

/** What every blockchain API group shares within one instance. */
export interface BlockchainContext {
  client: HttpClient;
  chains: SupportedChains;
  caches: ApiCaches;
  projectId: string;
}

/** The CAIP-2 network of a CAIP-10 address; bad input fails with 'Invalid CAIP-10 address'. */
export function networkOfCaipAddress(caipAddress: string): string {
  const { namespace, reference } = parseCaipAddress(caipAddress);
  return `${namespace}:${reference}`;
}

/** The namespace of a CAIP-2 id; bad input fails with 'Invalid CAIP-2 network id'. */
export function namespaceOf(caipNetworkId: string): string {
  return parseCaipNetworkId(caipNetworkId).namespace;
}

/** Throws `message` (a catalogue string) unless the API serves the network. */
export async function requireSupported(
  context: BlockchainContext,
  caipNetworkId: string,
  message: UserText,
): Promise<void> {
  if (!(await context.chains.isSupported(caipNetworkId))) {
    throw new ApiError(message, { code: "UNSUPPORTED_NETWORK", details: { caipNetworkId } });
  }
}
