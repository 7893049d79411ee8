import { loadOnce } from "../effects/loadOnce.js";
import { createStore, type Store } from "../store/createStore.js";
import type { WalletStore, WalletStoreOptions } from "./walletStore.js";
import { INITIAL_WALLET_STORE_STATE, type WalletStoreState } from "./walletStoreState.js";

/**
 * The instance's wallet store with its code in a chunk of its own. The store
 * itself (state, subscriptions) exists from the start, so views read it at once;
 * fetching the lists, the search and the filter rules (`walletStore.ts`) load
 * with the first call that needs them — usually the Connect view's warm-up at
 * idle, before anyone opens the modal. The page's first load does not carry them.
 */
export function createLazyWalletStore(options: WalletStoreOptions): WalletStore {
  const store: Store<WalletStoreState> = createStore<WalletStoreState>(INITIAL_WALLET_STORE_STATE);
  let full: WalletStore | undefined;
  const load = loadOnce(() =>
    import("./walletStore.js").then((m) => {
      full = m.createWalletStore(options, store);
      return full;
    }),
  );
  return {
    ...store,
    fetchFeatured: () => load().then((s) => s.fetchFeatured()),
    fetchRecommended: () => load().then((s) => s.fetchRecommended()),
    fetchNextPage: () => load().then((s) => s.fetchNextPage()),
    search: (query) => load().then((s) => s.search(query)),
    prefetch: (input) => load().then((s) => s.prefetch(input)),
    clearSearch() {
      // Before the code is in, no search can be under way: emptying the results is all.
      if (full) full.clearSearch();
      else store.setState({ search: [] });
    },
    setExcludedWallets(excludedWallets) {
      store.setState({ excludedWallets });
    },
    setNamespaceFilter(selected, available) {
      if (full) full.setNamespaceFilter(selected, available);
      else
        load().then(
          (s) => s.setNamespaceFilter(selected, available),
          () => undefined,
        );
    },
  };
}
