import type { Connector } from "../adapter/connector.js";
import type { ChainNamespace } from "../types/chain.js";

/**
 * The instance's connectors after `namespace` reported `next`: that namespace's old ones
 * replaced, and the list in the order the app gave its adapters, whenever each reported.
 * A lazily loaded adapter reports last, yet its connectors still come where its adapter
 * stands, so "the first AUTH connector" (the namespace an email login connects) and the
 * wallet list read the same as with every adapter loaded up front.
 */
export function replaceNamespaceConnectors(
  current: readonly Connector[],
  namespace: ChainNamespace,
  next: readonly Connector[],
  adapterOrder: readonly ChainNamespace[],
): Connector[] {
  const rank = (chain: ChainNamespace) => {
    const at = adapterOrder.indexOf(chain);
    return at === -1 ? adapterOrder.length : at;
  };
  const merged = [...current.filter((connector) => connector.chain !== namespace), ...next];
  // Array.prototype.sort is stable: each namespace keeps its own connectors' order.
  return merged.sort((a, b) => rank(a.chain) - rank(b.chain));
}
