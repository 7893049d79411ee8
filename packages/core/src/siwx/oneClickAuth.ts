import type { ChainNamespace } from "../types/chain.js";

/**
 * Behaviour §5: sign-in may ride on the WalletConnect authenticate request (one
 * approval for connect + sign) only when exactly one namespace, eip155, is
 * requested; otherwise the wallet connects first and signs after. For the
 * WalletConnect connector to consult; the sign-after-connect flow is the
 * fallback either way.
 */
export function usesOneClickAuth(requestedNamespaces: readonly ChainNamespace[]): boolean {
  const distinct = new Set(requestedNamespaces);
  return distinct.size === 1 && distinct.has("eip155");
}
