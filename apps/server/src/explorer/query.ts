import { isCaipNetworkId, isRecord } from "@foyer/protocol";
import {
  BADGE_TYPES,
  type BadgeType,
  type WalletEntry,
  type WalletListing,
  type WalletPage,
} from "./types.js";

/** The spec's page size (§9 "page 40"). */
export const DEFAULT_ENTRIES = 40;
/** The spec's search page size is 100; nothing needs more in one response. */
export const MAX_ENTRIES = 100;
/** Far past any real list; bounds the arithmetic on hostile input. */
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 100;
/** Per comma-separated list; enough for any project's include/exclude config. */
export const MAX_LIST_ITEMS = 200;
const MAX_ITEM_LENGTH = 128;

/** A validated `GET /getWallets` query. `null` means "no filter". */
export interface WalletQuery {
  page: number;
  entries: number;
  search: string | null;
  badgeType: BadgeType | null;
  include: readonly string[] | null;
  exclude: readonly string[];
  chains: readonly string[] | null;
}

export type ParsedWalletQuery = { ok: true; query: WalletQuery } | { ok: false; message: string };

/**
 * Validates the raw querystring. Parameters this route doesn't know
 * (projectId, st, sv, clientId) are the guard's or analytics' business and
 * are ignored; known ones that are malformed are rejected, never guessed at.
 */
export function parseWalletQuery(raw: unknown): ParsedWalletQuery {
  try {
    const params = isRecord(raw) ? raw : {};
    return {
      ok: true,
      query: {
        page: integerParam(params, "page", 1, 1, MAX_PAGE),
        entries: integerParam(params, "entries", DEFAULT_ENTRIES, 1, MAX_ENTRIES),
        search: searchParam(params),
        badgeType: badgeParam(params),
        include: listParam(params, "include"),
        exclude: listParam(params, "exclude") ?? [],
        chains: chainsParam(params),
      },
    };
  } catch (error) {
    if (error instanceof InvalidParam) return { ok: false, message: error.message };
    throw error;
  }
}

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

/** Filters, orders by popularity and pages. `count` is the total before paging. */
export function queryWallets(entries: readonly WalletEntry[], query: WalletQuery): WalletPage {
  const needle = query.search?.toLowerCase() ?? null;
  const include = query.include === null ? null : new Set(query.include);
  const exclude = new Set(query.exclude);
  const chains = query.chains === null ? null : chainMatcher(query.chains);

  const matching = entries
    .filter(
      (entry) =>
        (include === null || include.has(entry.id)) &&
        !exclude.has(entry.id) &&
        (query.badgeType === null || entry.badge_type === query.badgeType) &&
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
    chains: entry.chains,
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

class InvalidParam extends Error {}

/** One string value, or undefined when absent. `?a=1&a=2` is ambiguous: rejected. */
function single(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new InvalidParam(`${name} must be given once`);
  return value;
}

function integerParam(
  params: Record<string, unknown>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = single(params, name);
  if (value === undefined) return fallback;
  const number = /^[0-9]{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    throw new InvalidParam(`${name} must be a whole number from ${min} to ${max}`);
  }
  return number;
}

function searchParam(params: Record<string, unknown>): string | null {
  const value = single(params, "search")?.trim() ?? "";
  if (value.length > MAX_SEARCH_LENGTH) {
    throw new InvalidParam(`search must be at most ${MAX_SEARCH_LENGTH} characters`);
  }
  return value.length === 0 ? null : value;
}

function badgeParam(params: Record<string, unknown>): BadgeType | null {
  const value = single(params, "badge_type");
  if (value === undefined || value === "") return null;
  const badge = BADGE_TYPES.find((type) => type === value);
  if (badge === undefined) {
    throw new InvalidParam(`badge_type must be one of: ${BADGE_TYPES.join(", ")}`);
  }
  return badge;
}

/** Comma-separated; blanks dropped, so `include=` means "no include filter". */
function listParam(params: Record<string, unknown>, name: string): string[] | null {
  const value = single(params, name);
  if (value === undefined) return null;
  const items = value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  if (items.length > MAX_LIST_ITEMS) {
    throw new InvalidParam(`${name} accepts at most ${MAX_LIST_ITEMS} ids`);
  }
  const tooLong = items.find((item) => item.length > MAX_ITEM_LENGTH);
  if (tooLong !== undefined) {
    throw new InvalidParam(`${name}: ids are at most ${MAX_ITEM_LENGTH} characters`);
  }
  return items.length === 0 ? null : items;
}

function chainsParam(params: Record<string, unknown>): string[] | null {
  const chains = listParam(params, "chains");
  const invalid = chains?.find((chain) => !isCaipNetworkId(chain));
  if (invalid !== undefined) {
    throw new InvalidParam(`chains: '${invalid}' is not a CAIP-2 network id`);
  }
  return chains;
}
