import { type ApiClient, createApiClient } from "../api/apiClient.js";
import type { FetchLike } from "../api/http/fetchTypes.js";
import { createProjectConfigApi, type ProjectConfigApi } from "../api/project/projectConfigApi.js";
import type { Clock } from "../effects/clock.js";
import type { CaipNetwork } from "../types/chain.js";
import type { ImageLoader } from "../wallets/imagePreload.js";
import { createLazyWalletStore } from "../wallets/lazyWalletStore.js";
import { createWalletRegistry, type WalletRegistry } from "../wallets/walletRegistry.js";
import type { WalletStore } from "../wallets/walletStore.js";
import type { AccountDataServices } from "./accountDataTypes.js";

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
  projectConfig: ProjectConfigApi;
  registry: WalletRegistry;
  wallets: WalletStore;
  /**
   * The blockchain API, token balances and activity list, built on
   * first call and then the same for the instance's life. Asynchronous because
   * they are fetched as a chunk of their own: only the account area and the
   * send flow use them, so the first page load does not carry them. Rejects
   * only when that chunk cannot be fetched.
   */
  accountData(): Promise<AccountDataServices>;
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
  let accountData: Promise<AccountDataServices> | undefined;
  return {
    api,
    accountData() {
      if (accountData) return accountData;
      const loading = import("./accountDataServices.js").then((m) =>
        m.createAccountDataServices(api, clock),
      );
      // A failed fetch is not kept: the next call tries the chunk again.
      loading.catch(() => {
        if (accountData === loading) accountData = undefined;
      });
      accountData = loading;
      return loading;
    },
    projectConfig: createProjectConfigApi(api),
    registry,
    // Its fetching and rules load with first use (at idle, usually): not in the first load.
    wallets: createLazyWalletStore({
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
