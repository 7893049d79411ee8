import { FIRST_LOAD_PATHS, type PriceKind } from "@foyer/protocol";
import { ApiError } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";
import type { RemoteFeatures } from "../../features/featureTypes.js";
import { parseRemoteFeatures } from "../../features/parseRemoteFeatures.js";
import type { ApiClient } from "../apiClient.js";
import { httpStatusOf } from "../http/httpErrors.js";

/** Project configuration calls (behaviour §7, §8). */
export interface ProjectConfigApi {
  /**
   * `GET /appkit/v1/config` → `{ features }`, read with `parseRemoteFeatures`
   * (badly typed keys dropped, so they fall back to their defaults). HTTP
   * failures propagate with the server's message for the alert mapping.
   */
  getRemoteFeatures(): Promise<Partial<RemoteFeatures>>;
  /**
   * The same answer with Foyer's `prices`: whether the server's fiat values are a devnet's
   * prices or a market's (undefined when the server does not say).
   */
  getConfig(): Promise<{ features: Partial<RemoteFeatures>; prices?: PriceKind }>;
  /**
   * `GET /projects/v1/origins` → `allowedOrigins` (behaviour §8): HTTP 429 throws
   * code RATE_LIMITED, 5xx throws SERVER_ERROR, any other failure is an empty list;
   * entries that are not strings are left out.
   */
  getAllowedOrigins(): Promise<string[]>;
}

/** Project configuration calls (behaviour §7) over the API client's project routes. */
export function createProjectConfigApi(api: ApiClient): ProjectConfigApi {
  const client = api.project;
  async function getConfig() {
    const body = await client.get(FIRST_LOAD_PATHS.remoteConfig);
    const prices = readPriceKind(body);
    return { features: parseRemoteFeatures(body), ...(prices ? { prices } : {}) };
  }
  return {
    getConfig,
    async getRemoteFeatures() {
      return (await getConfig()).features;
    },

    async getAllowedOrigins() {
      let response: unknown;
      try {
        // Retrying here would only delay the RATE_LIMITED / SERVER_ERROR alert.
        response = await client.get(FIRST_LOAD_PATHS.allowedOrigins, { retry: false });
      } catch (error) {
        const status = httpStatusOf(error);
        if (status === 429 || (status !== undefined && status >= 500)) {
          throw new ApiError(messages.httpStatus(status), {
            code: status === 429 ? "RATE_LIMITED" : "SERVER_ERROR",
            details: { status },
            cause: error,
          });
        }
        return [];
      }
      // Loaded on first use, so the first screen does not carry the schema check.
      const { readAllowedOrigins } = await import("./projectAnswers.js");
      return readAllowedOrigins(response);
    },
  };
}

/** The config answer's `prices`, when it is one the client knows. */
function readPriceKind(body: unknown): PriceKind | undefined {
  const prices =
    typeof body === "object" && body !== null ? Reflect.get(body, "prices") : undefined;
  return prices === "devnet" || prices === "market" ? prices : undefined;
}
