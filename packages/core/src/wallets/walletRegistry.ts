import {
  EXPLORER_PATHS,
  type RouteQueryInput,
  routePath,
  type walletsRoute,
} from "@foyer/protocol";
import type { ApiClient } from "../api/apiClient.js";
import type { GetWalletsRequest, WalletPage } from "./walletTypes.js";

/** The wallet registry and image routes of the provider server (behaviour §7). */
export interface WalletRegistry {
  /**
   * `GET /getWallets?page=&entries=&search=&badge_type=&include=&exclude=&chains=`;
   * wallets of the wrong shape are left out of the page.
   */
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

/** The route's query names, each with the value it is sent as (lists comma-separated). */
type WalletsQueryParams = Record<
  keyof RouteQueryInput<typeof walletsRoute>,
  string | number | undefined
>;

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(",") : undefined;

/** The schema checks load beside the first answer (see `registryAnswers.ts`). */
const answers = () => import("./registryAnswers.js");

/** Creates the registry client over the API client's project routes (projectId in the query). */
export function createWalletRegistry(api: ApiClient): WalletRegistry {
  const client = api.project;
  const imageUrl = (path: string, id: string) => client.url(routePath({ path }, { id }));
  return {
    async getWallets(request) {
      const query: WalletsQueryParams = {
        page: request.page,
        entries: request.entries,
        search: request.search,
        badge_type: request.badge_type,
        include: list(request.include),
        exclude: list(request.exclude),
        chains: list(request.chains),
      };
      const [response, { readWalletPage }] = await Promise.all([
        client.get(EXPLORER_PATHS.wallets, { query }),
        answers(),
      ]);
      return readWalletPage(response);
    },
    async getAnalyticsConfig() {
      const [response, { readAnalyticsConfig }] = await Promise.all([
        client.get(EXPLORER_PATHS.analyticsConfig),
        answers(),
      ]);
      return readAnalyticsConfig(response);
    },
    walletImageUrl: (id) => imageUrl(EXPLORER_PATHS.walletImage, id),
    assetImageUrl: (id) => imageUrl(EXPLORER_PATHS.assetImage, id),
    currencyImageUrl: (id) => imageUrl(EXPLORER_PATHS.currencyImage, id),
    tokenImageUrl: (id) => imageUrl(EXPLORER_PATHS.tokenImage, id),
  };
}
