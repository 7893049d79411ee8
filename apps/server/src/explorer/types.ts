/**
 * `certified`: the entry's rdns and links were checked against the wallet's
 * own published metadata. `none`: listed, but not reviewed to that standard.
 */
export type BadgeType = "certified" | "none";

export const BADGE_TYPES: readonly BadgeType[] = ["certified", "none"];

/** One wallet as the registry stores it (a seed row today, a DB row later). */
export interface WalletEntry {
  /** Our stable slug, e.g. "metamask"; also the wallet's image id. */
  id: string;
  name: string;
  /** The wallet's EIP-6963 reverse-DNS id, when it announces one. */
  rdns: string | null;
  /** Deep link that opens the mobile app (custom scheme or universal link). */
  mobile_link: string | null;
  /** Deep link that opens the desktop app. */
  desktop_link: string | null;
  /** URL of the wallet's web app, for wallets that run in a tab. */
  webapp_link: string | null;
  homepage: string;
  /** CAIP-2 chain ids the wallet supports. */
  chains: readonly string[];
  badge_type: BadgeType;
  /** Popularity rank: lower comes first in the list. */
  order: number;
  /** Brand colour `#rrggbb`, the background of the generated monogram. */
  color: string;
}

/** One `GET /getWallets` item: the spec's wallet listing entry. */
export interface WalletListing {
  id: string;
  name: string;
  /** Id to use with `GET /getWalletImage/{id}`. */
  image_id: string;
  rdns: string | null;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  homepage: string;
  chains: readonly string[];
  badge_type: BadgeType;
}

export interface WalletPage {
  data: WalletListing[];
  /** Total matching the filters, before paging. */
  count: number;
}

/** Where the routes read wallets from; backed by a DB table in production. */
export interface WalletSource {
  list(): Promise<readonly WalletEntry[]>;
}
