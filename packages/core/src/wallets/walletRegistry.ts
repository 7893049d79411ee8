import type { ApiClient } from "../api/apiClient.js";
import { pathSegment } from "../api/http/buildUrl.js";
import type { QueryParams } from "../api/http/fetchTypes.js";
import { listField, recordOf } from "../api/http/readResponse.js";
import type { GetWalletsRequest, WalletPage } from "./walletTypes.js";

/** The wallet registry and image routes of the provider server (SPEC §7). */
export interface WalletRegistry {
  /** `GET /getWallets?page=&entries=&search=&badge_type=&include=&exclude=&chains=`. */
  getWallets(request: GetWalletsRequest): Promise<WalletPage>;
  /** `GET /getAnalyticsConfig` → whether the project has analytics on. */
  getAnalyticsConfig(): Promise<{ isAnalyticsEnabled: boolean }>;
  /** `/getWalletImage/{id}` */
  walletImageUrl(imageId: string): string;
  /** `/public/getAssetImage/{id}` (network images) */
  assetImageUrl(imageId: string): string;
  /** `/public/getCurrencyImage/{id}` */
  currencyImageUrl(imageId: string): string;
  /** `/public/getTokenImage/{id}` */
  tokenImageUrl(imageId: string): string;
}

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(",") : undefined;

/** Creates the registry client over the API client's project routes (projectId in the query). */
export function createWalletRegistry(api: ApiClient): WalletRegistry {
  const client = api.project;
  return {
    async getWallets(request) {
      const query: QueryParams = {
        page: request.page,
        entries: request.entries,
        search: request.search,
        badge_type: request.badge_type,
        include: list(request.include),
        exclude: list(request.exclude),
        chains: list(request.chains),
      };
      const response = await client.get("/getWallets", { query });
      const count = recordOf(response).count;
      return { data: listField(response, "data"), count: typeof count === "number" ? count : 0 };
    },
    async getAnalyticsConfig() {
      const response = await client.get("/getAnalyticsConfig");
      return { isAnalyticsEnabled: recordOf(response).isAnalyticsEnabled === true };
    },
    walletImageUrl: (id) => client.url(`/getWalletImage/${pathSegment(id)}`),
    assetImageUrl: (id) => client.url(`/public/getAssetImage/${pathSegment(id)}`),
    currencyImageUrl: (id) => client.url(`/public/getCurrencyImage/${pathSegment(id)}`),
    tokenImageUrl: (id) => client.url(`/public/getTokenImage/${pathSegment(id)}`),
  };
}
