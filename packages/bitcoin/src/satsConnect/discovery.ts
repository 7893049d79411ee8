import type { Connector } from "@foyer/core";
import { getProviders, type Provider } from "@sats-connect/core";

/**
 * A sats-connect wallet as the spec's Connector: it announced itself in `window.btc_providers`,
 * so ANNOUNCED (behaviour §3). Its id is the provider id, which is also how requests reach it.
 */
export function toConnector(provider: Provider): Connector {
  return {
    id: provider.id,
    name: provider.name,
    chain: "bip122",
    type: "ANNOUNCED",
    ...(provider.icon ? { imageUrl: provider.icon } : {}),
  };
}

/** The Bitcoin wallets announced on the page so far (@sats-connect/core's `getProviders`). */
export function announcedProviders(): readonly Provider[] {
  return typeof window === "undefined" ? [] : getProviders();
}
