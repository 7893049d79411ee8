import type { ChainNamespace } from "../types/chain.js";
import type { ExcludedWallet, WalletListingEntry } from "./walletTypes.js";

/** Behaviour §3 wallet store state, plus the namespace filter of §4. */
export interface WalletStoreState {
  /** Last page of the paginated list loaded; 0 before the first. */
  page: number;
  /** Total wallets the registry has for the paginated list's query. */
  count: number;
  featured: WalletListingEntry[];
  recommended: WalletListingEntry[];
  /** The paginated list, pages appended. */
  wallets: WalletListingEntry[];
  /** Results of the current search. */
  search: WalletListingEntry[];
  /** Wallets shown elsewhere, left out of the paginated list. */
  excludedWallets: ExcludedWallet[];
  /** Namespaces the list is limited to; `undefined` shows all. */
  namespaceFilter: ChainNamespace[] | undefined;
}

export const INITIAL_WALLET_STORE_STATE: WalletStoreState = {
  page: 0,
  count: 0,
  featured: [],
  recommended: [],
  wallets: [],
  search: [],
  excludedWallets: [],
  namespaceFilter: undefined,
};
