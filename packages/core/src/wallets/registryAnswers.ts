import {
  analyticsConfigRoute,
  readInput,
  WalletListingSchema,
  walletsRoute,
} from "@foyer/protocol";
import { listField, recordOf } from "../api/http/readResponse.js";
import { validItems } from "../api/http/validItems.js";
import type { WalletPage } from "./walletTypes.js";

/*
 * The registry's answers checked with their routes' schemas. Only `walletRegistry.ts`
 * imports this module, with `import()` beside the request, so the first screen does not
 * carry valibot.
 */

/**
 * A `GET /getWallets` answer read item by item: a wallet of the wrong shape is left out
 * rather than failing the list, and a count that is not a whole number reads as 0.
 */
export function readWalletPage(response: unknown): WalletPage {
  const count = readInput(walletsRoute.response.entries.count, recordOf(response).count);
  return {
    data: validItems(WalletListingSchema, listField(response, "data")),
    count: count.ok ? count.value : 0,
  };
}

/** A `GET /getAnalyticsConfig` answer; anything but `isAnalyticsEnabled: true` is off. */
export function readAnalyticsConfig(response: unknown): { isAnalyticsEnabled: boolean } {
  const read = readInput(analyticsConfigRoute.response, response);
  return { isAnalyticsEnabled: read.ok && read.value.isAnalyticsEnabled };
}
