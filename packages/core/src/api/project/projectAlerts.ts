import {
  ALERTS,
  alertForProviderMessage,
  alertForServerCode,
  type FoyerAlert,
} from "../../errors/alerts.js";
import { isFoyerError } from "../../errors/FoyerError.js";
import { httpStatusOf, serverCodeOf, serverMessageOf } from "../http/httpErrors.js";

/**
 * The alert for a failed `GET /appkit/v1/config`: 429 is
 * RATE_LIMITED_APP_CONFIGURATION; the server's code of a refusal that is an alert
 * (INVALID_PROJECT_ID, INVALID_APP_CONFIGURATION) is that alert, and so is, from a
 * provider that answers no code, a message behaviour §8 maps ('Unauthorized: origin not
 * allowed' → INVALID_APP_CONFIGURATION …); anything else SERVER_ERROR_APP_CONFIGURATION.
 */
export function remoteConfigAlert(error: unknown): FoyerAlert {
  if (httpStatusOf(error) === 429) return ALERTS.RATE_LIMITED_APP_CONFIGURATION;
  return (
    alertForServerCode(serverCodeOf(error)) ??
    alertForProviderMessage(serverMessageOf(error)) ??
    ALERTS.SERVER_ERROR_APP_CONFIGURATION
  );
}

/** How the origins call ended: the project's allowed origins, or the error it threw. */
export type OriginsOutcome = { origins: readonly string[] } | { error: unknown };

/** `https://App.example:443/` → `https://app.example`; undefined for what is not an origin. */
function normalOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The alert the origins call gives (429 is RATE_LIMITED, 5xx SERVER_ERROR; the page's origin
 * must be in the project's allowed origins):
 * RATE_LIMITED → RATE_LIMITED_APP_CONFIGURATION, SERVER_ERROR → SERVER_ERROR_APP_CONFIGURATION,
 * a page origin missing from the list → UNVERIFIED_DOMAIN, so a developer on an origin the
 * project does not list learns why at once rather than from a wall of refused requests. A page
 * without an origin of its own (a file, outside a browser) is not checked.
 */
export function originsAlert(
  outcome: OriginsOutcome,
  pageOrigin: string | undefined,
): FoyerAlert | undefined {
  if ("error" in outcome) {
    const { error } = outcome;
    if (isFoyerError(error) && error.code === "RATE_LIMITED") {
      return ALERTS.RATE_LIMITED_APP_CONFIGURATION;
    }
    return ALERTS.SERVER_ERROR_APP_CONFIGURATION;
  }
  const page = pageOrigin === undefined ? undefined : normalOrigin(pageOrigin);
  if (page === undefined) return undefined;
  const allowed = outcome.origins.some((origin) => normalOrigin(origin) === page);
  return allowed ? undefined : ALERTS.UNVERIFIED_DOMAIN;
}

/** The page's origin, when there is a page (core has no DOM types). */
export function currentPageOrigin(): string | undefined {
  const location = (globalThis as { location?: { origin?: unknown } }).location;
  return typeof location?.origin === "string" ? location.origin : undefined;
}
