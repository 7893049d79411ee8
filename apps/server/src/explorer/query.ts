import type { WalletsQuery } from "@foyer/protocol";
import type { WalletEntry, WalletListing, WalletPage } from "./types.js";

/**
 * A wallet serves a requested network when it lists that network — or, for
 * EVM, any EVM network: an EVM wallet reaches every EVM chain through
 * `wallet_addEthereumChain`, so an app on a chain the registry never heard of
 * (a devnet, a new L2) still gets the EVM wallets.
 */
function chainMatcher(requested: readonly string[]): (chain: string) => boolean {
  const exact = new Set(requested);
  const anyEvm = requested.some((chain) => chain.startsWith("eip155:"));
  return (chain) => exact.has(chain) || (anyEvm && chain.startsWith("eip155:"));
}

/**
 * Filters, orders by popularity and pages, for a query `walletsRoute` has read (`null`: no
 * filter). `count` is the total before paging.
 */
export function queryWallets(entries: readonly WalletEntry[], query: WalletsQuery): WalletPage {
  const needle = query.search?.toLowerCase() ?? null;
  const include = query.include === null ? null : new Set(query.include);
  const exclude = new Set(query.exclude);
  const chains = query.chains === null ? null : chainMatcher(query.chains);

  const matching = entries
    .filter(
      (entry) =>
        (include === null || include.has(entry.id)) &&
        !exclude.has(entry.id) &&
        (query.badge_type === null || entry.badge_type === query.badge_type) &&
        (chains === null || entry.chains.some(chains)) &&
        (needle === null || matchesSearch(entry, needle)),
    )
    // Name breaks ties so equal ranks still page deterministically.
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, "en"));

  const start = (query.page - 1) * query.entries;
  return {
    data: matching.slice(start, start + query.entries).map(toListing),
    count: matching.length,
  };
}

/** The public shape: drops our internal `order` and `color`, adds `image_id`. */
export function toListing(entry: WalletEntry): WalletListing {
  return {
    id: entry.id,
    name: entry.name,
    image_id: entry.id,
    rdns: entry.rdns,
    mobile_link: entry.mobile_link,
    desktop_link: entry.desktop_link,
    webapp_link: entry.webapp_link,
    homepage: entry.homepage,
    chains: [...entry.chains],
    badge_type: entry.badge_type,
  };
}

function matchesSearch(entry: WalletEntry, needle: string): boolean {
  return (
    entry.name.toLowerCase().includes(needle) ||
    entry.id.toLowerCase().includes(needle) ||
    (entry.rdns?.toLowerCase().includes(needle) ?? false)
  );
}
