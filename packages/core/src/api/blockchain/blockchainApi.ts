import type { Clock } from "../../effects/clock.js";
import type { ApiClient } from "../apiClient.js";
import { type AccountApi, createAccountApi } from "./accountApi.js";
import { type ApiCaches, createApiCaches } from "./apiCaches.js";
import { createNameApi, type NameApi } from "./nameApi.js";
import { createOnrampApi, type OnrampApi } from "./onrampApi.js";
import { createPreviewApi, type PreviewApi } from "./previewApi.js";
import { createSessionApi, type SessionApi } from "./sessionApi.js";
import { createSupportedChains, type SupportedChains } from "./supportedChains.js";
import { createSwapApi, type SwapApi } from "./swapApi.js";

/** The blockchain API of behaviour §7, grouped by concern. */
export interface BlockchainApi {
  readonly chains: SupportedChains;
  readonly caches: ApiCaches;
  readonly account: AccountApi;
  readonly swap: SwapApi;
  readonly names: NameApi;
  readonly onramp: OnrampApi;
  readonly sessions: SessionApi;
  /** What a transaction would do, before the wallet is asked. */
  readonly preview: PreviewApi;
}

/** Options of `createBlockchainApi`. */
export interface BlockchainApiOptions {
  api: ApiClient;
  clock: Clock;
  /** Shared caches, e.g. so an adapter can use the native-balance cache. */
  caches?: ApiCaches;
}

/** Creates the blockchain API for one instance over its API client. */
export function createBlockchainApi(options: BlockchainApiOptions): BlockchainApi {
  const client = options.api.blockchain;
  const context = {
    client,
    chains: createSupportedChains(client),
    caches: options.caches ?? createApiCaches(options.clock),
    projectId: options.api.projectId,
  };
  return {
    chains: context.chains,
    caches: context.caches,
    account: createAccountApi(context),
    swap: createSwapApi(context),
    names: createNameApi(context),
    onramp: createOnrampApi(context),
    sessions: createSessionApi(context),
    preview: createPreviewApi(context),
  };
}
