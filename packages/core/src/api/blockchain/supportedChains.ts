import { FIRST_LOAD_PATHS } from "@foyer/protocol";
import type { HttpClient } from "../http/httpClient.js";

/**
 * Which networks the blockchain API serves. Behaviour §7: 'v1/supported-chains'
 * is asked once per instance; calls for a network outside the list return
 * empty results without calling.
 */
export interface SupportedChains {
  /** The list, fetched on first use; a failed fetch is retried on the next use. */
  list(): Promise<readonly string[]>;
  isSupported(caipNetworkId: string): Promise<boolean>;
}

/** Reads `{ http: [...caip ids] }`; anything else counts as no supported network. */
function readSupportedChains(response: unknown): string[] {
  if (typeof response !== "object" || response === null) return [];
  const http = (response as { http?: unknown }).http;
  return Array.isArray(http) ? http.filter((id): id is string => typeof id === "string") : [];
}

/** Creates the supported-chains lookup over the blockchain client. */
export function createSupportedChains(client: HttpClient): SupportedChains {
  let pending: Promise<readonly string[]> | undefined;
  const list = () => {
    pending ??= client
      .get(FIRST_LOAD_PATHS.supportedChains)
      .then(readSupportedChains, (error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
  return {
    list,
    async isSupported(caipNetworkId) {
      return (await list()).includes(caipNetworkId);
    },
  };
}
