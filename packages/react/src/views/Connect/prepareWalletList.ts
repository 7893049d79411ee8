import type { Connector } from "@foyer/core";
import { type RecentWallet, type WalletStore, walletsShownElsewhere } from "@foyer/core/internal";

/**
 * What the Connect view needs from the wallet list store before it can show
 * the full list's count: the wallets it already shows left out (behaviour §3
 * excludedWallets), the one-time prefetch, and the first page. Run at idle
 * after start-up (see `warmUpConnectView`) and again when Connect mounts, so
 * opening the modal finds the data there and starts no request; every step
 * after the first run is a no-op or a cheap state update.
 */
export function prepareWalletList(
  walletStore: WalletStore,
  connectors: readonly Connector[],
  recentWallets: readonly RecentWallet[],
): void {
  walletStore.setExcludedWallets(
    walletsShownElsewhere({
      connectors,
      recentWalletIds: recentWallets.map((wallet) => wallet.id),
      featuredWalletIds: [],
    }),
  );
  void walletStore.prefetch({
    connectorImageIds: connectors.flatMap((c) => (c.imageId ? [c.imageId] : [])),
    networkImageIds: [],
  });
  // The first page brings the total for the "All wallets" row; a failure just leaves it out.
  if (walletStore.getState().page === 0) walletStore.fetchNextPage().catch(() => {});
}
