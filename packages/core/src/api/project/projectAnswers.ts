import { originsRoute } from "@foyer/protocol";
import { listField } from "../http/readResponse.js";
import { validItems } from "../http/validItems.js";

/*
 * Project answers checked with their routes' schemas. `projectConfigApi.ts` imports this
 * module with `import()` when an answer arrives, so the first screen does not carry valibot.
 */

/** A `GET /projects/v1/origins` answer, item by item: an entry that is not a string is left out. */
export function readAllowedOrigins(response: unknown): string[] {
  return validItems(
    originsRoute.response.entries.allowedOrigins.item,
    listField(response, "allowedOrigins"),
  );
}
