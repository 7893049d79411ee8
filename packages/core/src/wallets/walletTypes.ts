import type { WalletListing } from "@foyer/protocol";

/** Behaviour §3 wallet listing entry, as `GET /getWallets` returns it (`WalletListingSchema`). */
export type WalletListingEntry = WalletListing;

/** Query of `GET /getWallets` (behaviour §7). Lists are sent comma-separated. */
export interface GetWalletsRequest {
  page: number;
  entries: number;
  search?: string;
  badge_type?: string;
  include?: readonly string[];
  exclude?: readonly string[];
  chains?: readonly string[];
}

/** One page of the registry: `{ data, count }`, count being the total. */
export interface WalletPage {
  data: WalletListingEntry[];
  count: number;
}

/**
 * A wallet the user already sees elsewhere (installed/announced, recent,
 * featured). Registry wallets match by `id`; installed wallets the registry
 * does not know match by `rdns`.
 */
export interface ExcludedWallet {
  id?: string;
  rdns?: string;
}
