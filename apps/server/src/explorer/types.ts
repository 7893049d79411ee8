import type {
  BadgeType,
  RouteResponse,
  WalletListing as WalletListingAnswer,
  walletsRoute,
} from "@foyer/protocol";

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

/**
 * One `GET /getWallets` item as this server sends it: the protocol's listing entry with every
 * field present (null where there is no value).
 */
export type WalletListing = Required<WalletListingAnswer>;

/** One page: `count` is the total matching the filters, before paging. */
export interface WalletPage extends RouteResponse<typeof walletsRoute> {
  data: WalletListing[];
}

/** Where the routes read wallets from; backed by a DB table in production. */
export interface WalletSource {
  list(): Promise<readonly WalletEntry[]>;
}
