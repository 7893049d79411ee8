import { ALERTS, type FoyerAlert } from "../../errors/alerts.js";
import type { ChainNamespace } from "../../types/chain.js";
import type { NamespaceConnections } from "../lifecycleRules.js";

/**
 * Behaviour §8 "an info alert when multi-wallet is not enabled": adding a second
 * wallet to a namespace that already has one needs the multiWallet feature
 * (behaviour §3). Answers the alert to show instead of starting the connection, or
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

/**
 * The alert a connection of `connectorId` meets in a namespace: none when that
 * wallet is already one of the namespace's (connecting it again is not a
 * second wallet), else {@link addWalletAlert}'s. Both a connect the modal asks
 * for and one a wallet makes on its own go through it.
 */
export function secondWalletAlert(
  namespaceConnections: NamespaceConnections | undefined,
  features: { multiWallet: boolean },
  connectorId: string,
): FoyerAlert | undefined {
  if (namespaceConnections?.connections.some((c) => c.connectorId === connectorId)) {
    return undefined;
  }
  return addWalletAlert(namespaceConnections, features);
}

/**
 * The connectors in the order a wallet choice looks them up while a wallet is
 * being added to `namespace`: that namespace's first, so a wallet present in
 * two (an EVM and a Solana side) connects the side being added. Stable
 * otherwise; without a namespace the order is unchanged.
 */
export function connectorsForAdding<T extends { chain: ChainNamespace }>(
  connectors: readonly T[],
  namespace: ChainNamespace | undefined,
): readonly T[] {
  if (!namespace) return connectors;
  return [
    ...connectors.filter((c) => c.chain === namespace),
    ...connectors.filter((c) => c.chain !== namespace),
  ];
}

/**
 * Whether a wallet row of the Connect view stays while a wallet is being
 * added to `namespace`: rows of another namespace go, unless the same wallet
 * has a connector in this one (the list shows a wallet once, under either).
 */
export function offeredWhenAdding(
  row: { chain?: ChainNamespace; ids: readonly (string | undefined)[] },
  connectors: readonly { id: string; explorerId?: string; chain: ChainNamespace }[],
  namespace: ChainNamespace | undefined,
): boolean {
  if (!namespace || row.chain === undefined || row.chain === namespace) return true;
  return connectors.some(
    (c) =>
      c.chain === namespace &&
      row.ids.some((id) => id !== undefined && (c.id === id || c.explorerId === id)),
  );
}
