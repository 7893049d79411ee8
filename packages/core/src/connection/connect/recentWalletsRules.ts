/** Behaviour §4, §9: at most two recent wallets are remembered. */
export const MAX_RECENT_WALLETS = 2;

/** A wallet the user connected with lately. */
export interface RecentWallet {
  id: string;
  name: string;
  imageUrl?: string;
}

/** Puts `wallet` first, drops its older entry and keeps the newest two (behaviour §4). */
export function addRecentWallet(
  list: readonly RecentWallet[],
  wallet: RecentWallet,
): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS);
}
