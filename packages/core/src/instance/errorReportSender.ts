import { createAnalytics } from "../api/analytics/analytics.js";
import { createErrorReporter } from "../api/analytics/errorReporter.js";
import type { Clock } from "../effects/clock.js";
import type { ErrorReporter } from "../errors/wrapSdkError.js";
import type { FoyerMetadata } from "./options.js";
import type { FoyerServices } from "./services.js";

/**
 * The `POST /e` sender behind core's error reporting: its own chunk, fetched
 * only once host and project both turned analytics on.
 */
export function createErrorReportSender(options: {
  services: FoyerServices;
  clock: Clock;
  metadata: FoyerMetadata | undefined;
  onFailure(error: unknown): void;
}): ErrorReporter {
  const analytics = createAnalytics({
    api: options.services.api,
    clock: options.clock,
    enabled: true,
    page: () => pageOf(options.metadata),
  });
  return createErrorReporter(analytics, options.onFailure);
}

/** The page a report comes from: the app's URL as the host gave it (the core has no DOM). */
function pageOf(metadata: FoyerMetadata | undefined): { url: string; domain: string } {
  const url = metadata?.url ?? "";
  try {
    return { url, domain: new URL(url).host };
  } catch {
    return { url, domain: "" };
  }
}
