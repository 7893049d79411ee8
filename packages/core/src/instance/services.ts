import { type ApiClient, createApiClient } from "../api/apiClient.js";
import { type BlockchainApi, createBlockchainApi } from "../api/blockchain/blockchainApi.js";
import {
  createTokenBalanceLoader,
  type TokenBalanceLoader,
} from "../api/blockchain/tokenBalanceLoader.js";
import {
  createTransactionListStore,
  type TransactionListStore,
} from "../api/blockchain/transactionListStore.js";
import type { FetchLike } from "../api/http/fetchTypes.js";
import { createProjectConfigApi, type ProjectConfigApi } from "../api/project/projectConfigApi.js";
import type { Clock } from "../effects/clock.js";
import type { CaipNetwork } from "../types/chain.js";
import type { ImageLoader } from "../wallets/imagePreload.js";
import { createWalletRegistry, type WalletRegistry } from "../wallets/walletRegistry.js";
import { createWalletStore, type WalletStore } from "../wallets/walletStore.js";

/** Where the provider server is and how to reach it. */
export interface FoyerServerOptions {
  /** e.g. `http://127.0.0.1:8787`. */
  baseUrl: string;
  /** The platform `fetch` in browsers; a fake in tests. */
  fetch: FetchLike;
  clientId?: string;
  sdkType?: string;
  sdkVersion?: string;
  /** Preloads wallet and network images; none in SSR and tests. */
  imageLoader?: ImageLoader;
  featuredWalletIds?: readonly string[];
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
}

/** The provider-server clients of one instance. */
export interface FoyerServices {
  api: ApiClient;
  blockchain: BlockchainApi;
  projectConfig: ProjectConfigApi;
  registry: WalletRegistry;
  wallets: WalletStore;
  /**
   * Issue 7: the account view's balance loader. Per instance rather than per
   * view so its 30 s after-failure wait (SPEC §5) outlives a tab switch.
   */
  tokenBalances: TokenBalanceLoader;
  /**
   * Issue 7: the Activity tab's list (SPEC §4). Built here, with the
   * instance, so the modal's bundle does not carry the store machinery;
   * the tab resets it whenever the account or network changes.
   */
  transactions: TransactionListStore;
}

/** Builds the server clients and the wallet list store for one instance. */
export function createServices(
  server: FoyerServerOptions,
  projectId: string,
  clock: Clock,
  networks: readonly CaipNetwork[],
): FoyerServices {
  const api = createApiClient({
    baseUrl: server.baseUrl,
    projectId,
    fetch: server.fetch,
    clock,
    ...(server.clientId === undefined ? {} : { clientId: server.clientId }),
    ...(server.sdkType === undefined ? {} : { sdkType: server.sdkType }),
    ...(server.sdkVersion === undefined ? {} : { sdkVersion: server.sdkVersion }),
  });
  const registry = createWalletRegistry(api);
  const caipNetworkIds = networks.map((n) => n.caipNetworkId);
  const blockchain = createBlockchainApi({ api, clock });
  return {
    api,
    blockchain,
    tokenBalances: createTokenBalanceLoader({
      account: blockchain.account,
      chains: blockchain.chains,
      clock,
    }),
    transactions: createTransactionListStore(blockchain.account),
    projectConfig: createProjectConfigApi(api),
    registry,
    wallets: createWalletStore({
      registry,
      clock,
      getCaipNetworkIds: () => caipNetworkIds,
      ...(server.imageLoader ? { imageLoader: server.imageLoader } : {}),
      ...(server.featuredWalletIds ? { featuredWalletIds: server.featuredWalletIds } : {}),
      ...(server.includeWalletIds ? { includeWalletIds: server.includeWalletIds } : {}),
      ...(server.excludeWalletIds ? { excludeWalletIds: server.excludeWalletIds } : {}),
    }),
  };
}
