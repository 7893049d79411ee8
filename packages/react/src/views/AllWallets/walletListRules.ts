import type { ChainNamespace } from "@foyer/core";
import {
  hasMoreWalletPages,
  WALLET_LIST_LIMITS,
  type WalletStore,
  type WalletStoreState,
} from "@foyer/core/internal";

/** Behaviour §9: only the first 20 wallets of each page of 40 get their image. */
export function showsWalletImage(index: number): boolean {
  return index % WALLET_LIST_LIMITS.pageSize < WALLET_LIST_LIMITS.imagesPerPage;
}

/** How close to the end of the loaded rows the next page starts loading. */
export const NEXT_PAGE_THRESHOLD = 8;

/** Whether the row at `lastVisible` is close enough to the end to load the next page. */
export function needsNextPage(state: WalletStoreState, lastVisible: number): boolean {
  return (
    hasMoreWalletPages(state) &&
    state.wallets.length > 0 &&
    lastVisible >= state.wallets.length - NEXT_PAGE_THRESHOLD
  );
}

/**
 * Loads the first page. A second try covers a load that was already in
 * flight for the previous filter: the store drops that answer, and the
 * first call only joined it.
 */
export async function loadFirstPage(store: WalletStore): Promise<void> {
  for (let tries = 0; tries < 2 && store.getState().page === 0; tries++) {
    await store.fetchNextPage();
  }
}

/**
 * The chips' next selection after toggling `namespace`. With no filter every
 * namespace counts as on, so the first toggle turns one off.
 */
export function toggleNamespace(
  filter: readonly ChainNamespace[] | undefined,
  available: readonly ChainNamespace[],
  namespace: ChainNamespace,
): ChainNamespace[] {
  const selected = filter ?? available;
  return selected.includes(namespace)
    ? selected.filter((entry) => entry !== namespace)
    : [...selected, namespace];
}
