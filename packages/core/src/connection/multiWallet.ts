import { ALERTS, type FoyerAlert } from "../errors/alerts.js";
import type { NamespaceConnections } from "./lifecycle.js";

/**
 * SPEC §8 "an info alert when multi-wallet is not enabled": adding a second
 * wallet to a namespace that already has one needs the multiWallet feature
 * (SPEC §3). Answers the alert to show instead of starting the connection, or
 * undefined when the wallet may be added. The first wallet of a namespace is
 * always allowed, so single-wallet apps never see the alert.
 */
export function addWalletAlert(
  namespaceConnections: NamespaceConnections | undefined,
  features: { multiWallet: boolean },
): FoyerAlert | undefined {
  if (features.multiWallet) return undefined;
  const connected = namespaceConnections?.connections.length ?? 0;
  return connected > 0 ? ALERTS.MULTI_WALLET_NOT_ENABLED : undefined;
}
