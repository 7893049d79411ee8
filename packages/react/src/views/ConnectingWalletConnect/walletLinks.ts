import type { WalletListingEntry, WalletStoreState } from "@foyer/core/internal";

/** The registry links of one wallet, those it has. */
export interface WalletLinks {
  mobile?: string;
  desktop?: string;
  webapp?: string;
  imageId?: string;
}

/**
 * Finds the wallet's registry entry among the lists loaded so far (behaviour §3
 * wallet store): the route only carries id, name and rdns.
 */
export function walletLinksFor(state: WalletStoreState, walletId: string): WalletLinks {
  const lists = [state.featured, state.recommended, state.wallets, state.search];
  let entry: WalletListingEntry | undefined;
  for (const list of lists) {
    entry = list.find((w) => w.id === walletId);
    if (entry) break;
  }
  if (!entry) return {};
  return {
    ...(entry.mobile_link ? { mobile: entry.mobile_link } : {}),
    ...(entry.desktop_link ? { desktop: entry.desktop_link } : {}),
    ...(entry.webapp_link ? { webapp: entry.webapp_link } : {}),
    ...(entry.image_id ? { imageId: entry.image_id } : {}),
  };
}
