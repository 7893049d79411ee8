import * as v from "valibot";
import { SOCIAL_OPTIONS } from "../features/remoteFeatures.js";
import { defineRoute } from "../http/route.js";
import { EXPLORER_PATHS } from "./explorerPaths.js";
import { FIRST_LOAD_PATHS } from "./firstLoadPaths.js";

/**
 * Where the server's prices come from: a devnet's own (its DEX pools and fixed numbers, nothing
 * a market set) or a market's price service. Clients mark fiat values of devnet prices.
 */
export const PRICE_KINDS = ["devnet", "market"] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/**
 * `GET /appkit/v1/config` (behaviour §7): the project's remote features (read leniently by clients),
 * and which prices the server's fiat values are (Foyer's addition).
 */
export const configRoute = defineRoute({
  method: "GET",
  path: FIRST_LOAD_PATHS.remoteConfig,
  response: v.object({
    features: v.object({
      email: v.boolean(),
      socials: v.array(v.picklist(SOCIAL_OPTIONS)),
      swaps: v.boolean(),
      onramp: v.boolean(),
      activity: v.boolean(),
      reownBranding: v.boolean(),
      multiWallet: v.boolean(),
    }),
    prices: v.optional(v.picklist(PRICE_KINDS)),
  }),
});

/** `GET /projects/v1/origins` (behaviour §7): the origins allowed to use the project. */
export const originsRoute = defineRoute({
  method: "GET",
  path: FIRST_LOAD_PATHS.allowedOrigins,
  response: v.object({ allowedOrigins: v.array(v.string()) }),
});

/** `GET /getAnalyticsConfig` (behaviour §7 wallet discovery): whether the project has analytics on. */
export const analyticsConfigRoute = defineRoute({
  method: "GET",
  path: EXPLORER_PATHS.analyticsConfig,
  response: v.object({ isAnalyticsEnabled: v.boolean() }),
});
