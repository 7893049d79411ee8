import { type CreateConnectorFn, injected } from "@wagmi/core";
import type { EIP1193Provider } from "viem";
import type { ConnectorRegistry } from "./connectors.js";
import type { DiscoveryWindow, InjectedProviders } from "./discovery.js";
import { injectedWalletRdns } from "./injectedWalletFlags.js";

/** The connector id and name of the legacy `window.ethereum` wallet. */
export const INJECTED_CONNECTOR_ID = "injected";
export const INJECTED_CONNECTOR_NAME = "Browser Wallet";

/** Discovery checked the object has `request()`; wagmi wants viem's fully typed provider. */
function asEip1193(provider: unknown): EIP1193Provider {
  return provider as EIP1193Provider;
}

/**
 * Brings the registry in line with what discovery found: one wagmi
 * `injected` connector per announced wallet (id = rdns, as wagmi's own
 * EIP-6963 support does it), plus the legacy `window.ethereum` as long as it
 * is not one of them. `wrap` adds the adapter's wallet signals.
 */
export function syncInjectedConnectors(
  registry: ConnectorRegistry,
  found: InjectedProviders,
  win: DiscoveryWindow,
  wrap: (create: CreateConnectorFn) => CreateConnectorFn,
): void {
  for (const { info, provider } of found.announced) {
    if (registry.has(info.rdns)) continue;
    const target = {
      id: info.rdns,
      name: info.name,
      icon: info.icon,
      provider: asEip1193(provider),
    };
    registry.add(wrap(injected({ target })), {
      type: "ANNOUNCED",
      ...(info.icon ? { imageUrl: info.icon } : {}),
      rdns: info.rdns,
    });
  }
  const hasLegacy = registry.has(INJECTED_CONNECTOR_ID);
  if (found.legacy && !hasLegacy) {
    const target = () => ({
      id: INJECTED_CONNECTOR_ID,
      name: INJECTED_CONNECTOR_NAME,
      // Read on every call: the page may replace `window.ethereum`.
      provider: asEip1193(win.ethereum),
    });
    // In a wallet's in-app browser this is that wallet: its rdns matches its registry entry.
    const rdns = injectedWalletRdns(win.ethereum);
    registry.add(wrap(injected({ target })), { type: "INJECTED", ...(rdns ? { rdns } : {}) });
  } else if (!found.legacy && hasLegacy) {
    // The legacy provider turned out to be an announced wallet: list it once.
    registry.remove(INJECTED_CONNECTOR_ID);
  }
}
