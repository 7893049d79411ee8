import type { Clock } from "../effects/clock.js";
import type { FetchLike } from "./http/fetchTypes.js";
import { createHttpClient, type HttpClient } from "./http/httpClient.js";

/** Behaviour §7: the `st` parameter defaults to 'appkit'. */
export const DEFAULT_SDK_TYPE = "appkit";

/** The `sv` parameter by default: this package's version (a test keeps them in step). */
export const DEFAULT_SDK_VERSION = "0.1.0";

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** The provider server, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string;
  projectId: string;
  fetch: FetchLike;
  clock: Clock;
  /** `st`; defaults to 'appkit'. */
  sdkType?: string;
  /** `sv`; defaults to this package's version. */
  sdkVersion?: string;
  /** `clientId` of this installation, when the host has one. */
  clientId?: string;
  /** Query retries (behaviour §9 default 3). */
  retryCount?: number;
}

/**
 * HTTP clients for one provider server, each with the default params its
 * route group expects. Every call of the blockchain API carries projectId,
 * st, sv and clientId (behaviour §7); analytics carries projectId, st and sv;
 * project config and the wallet registry only need projectId.
 */
export interface ApiClient {
  readonly projectId: string;
  readonly sdkType: string;
  readonly sdkVersion: string;
  readonly blockchain: HttpClient;
  readonly analytics: HttpClient;
  readonly project: HttpClient;
}

/** Creates the HTTP clients for one instance; nothing is shared between instances. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const sdkType = options.sdkType ?? DEFAULT_SDK_TYPE;
  const sdkVersion = options.sdkVersion ?? DEFAULT_SDK_VERSION;
  const { projectId } = options;
  const base = {
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    clock: options.clock,
    ...(options.retryCount === undefined ? {} : { retryCount: options.retryCount }),
  };
  return {
    projectId,
    sdkType,
    sdkVersion,
    blockchain: createHttpClient({
      ...base,
      defaultQuery: { projectId, st: sdkType, sv: sdkVersion, clientId: options.clientId },
    }),
    // Analytics are fire-and-forget: a retry would only delay the next event.
    analytics: createHttpClient({
      ...base,
      retryCount: 0,
      defaultQuery: { projectId, st: sdkType, sv: sdkVersion },
    }),
    project: createHttpClient({ ...base, defaultQuery: { projectId } }),
  };
}
