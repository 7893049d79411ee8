import type { Connector } from "../adapter/connector.js";
import type { ChainNamespace } from "../types/chain.js";
import type { ExcludedWallet, WalletListingEntry } from "./walletTypes.js";

/** Behaviour §9 wallet list sizes. */
export const WALLET_LIST_LIMITS = {
  pageSize: 40,
  recommended: 4,
  searchResults: 100,
  /** Only the first 20 wallets of a page get their images preloaded. */
  imagesPerPage: 20,
  /** A search never resolves sooner, so results don't flicker while typing. */
  searchMinWaitMs: 300,
} as const;

/** Behaviour §9: 'Trust Wallet' is searched as 'Trust', as the registry names it. */
export function normalizeWalletSearch(search: string): string {
  const trimmed = search.trim();
  return trimmed.toLowerCase() === "trust wallet" ? "Trust" : trimmed;
}

/** Connector types whose wallet is already listed as installed. */
const INSTALLED_TYPES: ReadonlySet<Connector["type"]> = new Set([
  "INJECTED",
  "ANNOUNCED",
  "MULTI_CHAIN",
]);

/**
 * Wallets the paginated list must leave out because the user sees them
 * already: installed or announced connectors, recent wallets and featured
 * wallets (behaviour §4 wallet store `excludedWallets`).
 */
export function walletsShownElsewhere(input: {
  connectors: readonly Connector[];
  recentWalletIds: readonly string[];
  featuredWalletIds: readonly string[];
}): ExcludedWallet[] {
  const excluded: ExcludedWallet[] = [];
  for (const connector of input.connectors) {
    if (!INSTALLED_TYPES.has(connector.type)) continue;
    const entry: ExcludedWallet = {};
    if (connector.explorerId) entry.id = connector.explorerId;
    if (connector.info?.rdns) entry.rdns = connector.info.rdns;
    if (entry.id || entry.rdns) excluded.push(entry);
  }
  for (const id of [...input.recentWalletIds, ...input.featuredWalletIds]) excluded.push({ id });
  return excluded;
}

/** Registry ids to send as `exclude`, without repeats. */
export function excludedWalletIds(excluded: readonly ExcludedWallet[]): string[] {
  return [...new Set(excluded.flatMap((wallet) => (wallet.id ? [wallet.id] : [])))];
}

/**
 * Drops wallets that are excluded or already in `shown`. The server filters
 * by id; rdns matches (installed wallets the registry can't name) and
 * overlaps between pages are removed here.
 */
export function withoutShownWallets(
  wallets: readonly WalletListingEntry[],
  excluded: readonly ExcludedWallet[],
  shown: readonly WalletListingEntry[] = [],
): WalletListingEntry[] {
  const ids = new Set([...excludedWalletIds(excluded), ...shown.map((wallet) => wallet.id)]);
  const rdns = new Set(excluded.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : [])));
  return wallets.filter((wallet) => !ids.has(wallet.id) && !(wallet.rdns && rdns.has(wallet.rdns)));
}

/**
 * Behaviour §4: wallets are filtered by namespace, and when every namespace is on
 * the filter clears (`undefined`). Nothing selected also means no filter:
 * an empty wallet list is never what the user asked for.
 */
export function nextNamespaceFilter(
  selected: readonly ChainNamespace[],
  available: readonly ChainNamespace[],
): ChainNamespace[] | undefined {
  const unique = [...new Set(selected)].filter((namespace) => available.includes(namespace));
  if (unique.length === 0 || available.every((namespace) => unique.includes(namespace)))
    return undefined;
  return unique;
}

/** The `chains` param for a filter: the requested networks inside the filtered namespaces. */
export function chainsForFilter(
  caipNetworkIds: readonly string[],
  filter: readonly ChainNamespace[] | undefined,
): string[] {
  if (!filter) return [...caipNetworkIds];
  return caipNetworkIds.filter((id) => filter.some((namespace) => id.startsWith(`${namespace}:`)));
}
