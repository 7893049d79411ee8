import type { Clock } from "../effects/clock.js";
import { createStore, type Store } from "../store/createStore.js";
import type { ChainNamespace } from "../types/chain.js";
import { type ImageLoader, preloadImage } from "./imagePreload.js";
import {
  chainsForFilter,
  excludedWalletIds,
  nextNamespaceFilter,
  normalizeWalletSearch,
  WALLET_LIST_LIMITS,
  withoutShownWallets,
} from "./walletListRules.js";
import type { WalletRegistry } from "./walletRegistry.js";
import { INITIAL_WALLET_STORE_STATE, type WalletStoreState } from "./walletStoreState.js";
import type { ExcludedWallet, WalletListingEntry } from "./walletTypes.js";

export type { WalletStoreState } from "./walletStoreState.js";

/** Options of `createWalletStore`. */
export interface WalletStoreOptions {
  registry: WalletRegistry;
  clock: Clock;
  /** Preloads images; without one (SSR, tests) nothing is preloaded. */
  imageLoader?: ImageLoader;
  /** CAIP-2 ids of the networks the app uses, sent as `chains`. */
  getCaipNetworkIds: () => readonly string[];
  /** Host options: wallets to feature, to limit the registry to, and to hide. */
  featuredWalletIds?: readonly string[];
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
}

/** Image ids the one-time prefetch loads besides the wallet lists. */
export interface WalletPrefetchInput {
  connectorImageIds: readonly string[];
  networkImageIds: readonly string[];
}

/** The wallet lists of one instance (behaviour §3 wallet store). */
export interface WalletStore extends Store<WalletStoreState> {
  /** Loads the host's featured wallets, in the host's order. */
  fetchFeatured(): Promise<void>;
  /** Loads 4 recommended wallets, none of them featured or shown elsewhere. */
  fetchRecommended(): Promise<void>;
  /** Loads the next page of 40; a call while one is loading joins it. */
  fetchNextPage(): Promise<void>;
  /** Searches up to 100 wallets; resolves no sooner than 300 ms. An empty query clears. */
  search(query: string): Promise<void>;
  clearSearch(): void;
  setExcludedWallets(excluded: ExcludedWallet[]): void;
  /** Applies a namespace selection (behaviour §4) and empties the lists so they reload. */
  setNamespaceFilter(
    selected: readonly ChainNamespace[],
    available: readonly ChainNamespace[],
  ): void;
  /**
   * The one-time prefetch (behaviour §4): connector images, featured wallets,
   * recommended wallets and network images. Later calls do nothing. Failures
   * are swallowed: the views fetch again when they open.
   */
  prefetch(input: WalletPrefetchInput): Promise<void>;
}

function sameFilter(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((namespace) => b.includes(namespace));
}

/** Whether another page of the paginated list exists. */
export function hasMoreWalletPages(state: WalletStoreState): boolean {
  return state.page === 0 || state.page * WALLET_LIST_LIMITS.pageSize < state.count;
}

/**
 * Creates the wallet store of one instance (behaviour §3, §4, §9), on `store` when
 * given (the instance's lazily loaded store hands over the one it made at start).
 */
export function createWalletStore(
  options: WalletStoreOptions,
  store: Store<WalletStoreState> = createStore<WalletStoreState>(INITIAL_WALLET_STORE_STATE),
): WalletStore {
  const { registry, clock } = options;
  const featuredIds = options.featuredWalletIds ?? [];
  const includeIds = options.includeWalletIds ?? [];
  const hostExcludedIds = options.excludeWalletIds ?? [];
  // Bumped whenever the list's query changes, so answers to the old query are dropped.
  let listGeneration = 0;
  let searchGeneration = 0;
  let pageInFlight: Promise<void> | undefined;
  let prefetched: Promise<void> | undefined;

  const chains = () =>
    chainsForFilter(options.getCaipNetworkIds(), store.getState().namespaceFilter);
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      clock.setTimeout(resolve, ms);
    });
  const preload = (urls: readonly string[]) => {
    const loader = options.imageLoader;
    if (!loader) return Promise.resolve();
    return Promise.all(urls.map((url) => preloadImage(loader, clock, url))).then(() => undefined);
  };
  const walletImages = (wallets: readonly WalletListingEntry[]) =>
    preload(wallets.flatMap((w) => (w.image_id ? [registry.walletImageUrl(w.image_id)] : [])));

  async function fetchFeatured() {
    if (featuredIds.length === 0) return;
    const { data } = await registry.getWallets({
      page: 1,
      entries: featuredIds.length,
      include: featuredIds,
      chains: chains(),
    });
    const order = (wallet: WalletListingEntry) => featuredIds.indexOf(wallet.id);
    const featured = data.filter((w) => order(w) >= 0).sort((a, b) => order(a) - order(b));
    await walletImages(featured);
    store.setState({ featured });
  }

  async function fetchRecommended() {
    const { excludedWallets } = store.getState();
    const { data } = await registry.getWallets({
      page: 1,
      entries: WALLET_LIST_LIMITS.recommended,
      include: includeIds,
      exclude: [
        ...new Set([...hostExcludedIds, ...featuredIds, ...excludedWalletIds(excludedWallets)]),
      ],
      chains: chains(),
    });
    const recommended = withoutShownWallets(data, excludedWallets);
    await walletImages(recommended);
    store.setState({ recommended });
  }

  async function loadPage() {
    const generation = listGeneration;
    const { page, excludedWallets } = store.getState();
    const nextPage = page + 1;
    const { data, count } = await registry.getWallets({
      page: nextPage,
      entries: WALLET_LIST_LIMITS.pageSize,
      include: includeIds,
      exclude: [
        ...new Set([...hostExcludedIds, ...featuredIds, ...excludedWalletIds(excludedWallets)]),
      ],
      chains: chains(),
    });
    if (generation !== listGeneration) return;
    const fresh = withoutShownWallets(
      data,
      store.getState().excludedWallets,
      store.getState().wallets,
    );
    await walletImages(fresh.slice(0, WALLET_LIST_LIMITS.imagesPerPage));
    if (generation !== listGeneration) return;
    store.setState((state) => ({ page: nextPage, count, wallets: [...state.wallets, ...fresh] }));
  }

  return {
    ...store,
    fetchFeatured,
    fetchRecommended,
    fetchNextPage() {
      pageInFlight ??= loadPage().finally(() => {
        pageInFlight = undefined;
      });
      return pageInFlight;
    },
    async search(query) {
      const search = normalizeWalletSearch(query);
      const generation = ++searchGeneration;
      if (search === "") {
        store.setState({ search: [] });
        return;
      }
      const [{ data }] = await Promise.all([
        registry.getWallets({
          page: 1,
          entries: WALLET_LIST_LIMITS.searchResults,
          search,
          include: includeIds,
          exclude: hostExcludedIds,
          chains: chains(),
        }),
        wait(WALLET_LIST_LIMITS.searchMinWaitMs),
      ]);
      if (generation === searchGeneration) store.setState({ search: data });
    },
    clearSearch() {
      searchGeneration++;
      store.setState({ search: [] });
    },
    setExcludedWallets(excludedWallets) {
      store.setState({ excludedWallets });
    },
    setNamespaceFilter(selected, available) {
      const namespaceFilter = nextNamespaceFilter(selected, available);
      if (sameFilter(store.getState().namespaceFilter, namespaceFilter)) return;
      listGeneration++;
      searchGeneration++;
      store.setState({ namespaceFilter, page: 0, count: 0, wallets: [], search: [] });
    },
    prefetch(input) {
      prefetched ??= Promise.allSettled([
        preload(input.connectorImageIds.map((id) => registry.walletImageUrl(id))),
        fetchFeatured(),
        fetchRecommended(),
        preload(input.networkImageIds.map((id) => registry.assetImageUrl(id))),
      ]).then(() => undefined);
      return prefetched;
    },
  };
}
