import type { Clock } from "../effects/clock.js";
import type { FoyerError } from "../errors/FoyerError.js";
import type { ErrorReporter } from "../errors/wrapSdkError.js";
import type { FoyerMetadata } from "./options.js";
import type { FoyerServices } from "./services.js";

/** Reports to `POST /e` that arrive while its module is still loading, kept at most this many (SPEC §9: 5 a minute). */
const HELD_WHILE_LOADING = 5;

/**
 * Core's own error reporter (SPEC §8 "SDK errors are wrapped with a category
 * and reported"), sending to the provider's `POST /e` — but only when both
 * sides said yes: the host opted in (`features.analytics`) and the project's
 * server answers `isAnalyticsEnabled: true`. Otherwise nothing leaves the
 * page. The sender's code loads only then, so pages that never report never
 * carry it.
 */
export interface SdkErrorReporting extends ErrorReporter {
  /** Asks the server whether the project takes reports, when the host opted in; off on any failure. */
  refresh(hostOptIn: boolean): Promise<void>;
  readonly enabled: boolean;
}

export function createSdkErrorReporting(options: {
  services: FoyerServices | undefined;
  clock: Clock;
  metadata: FoyerMetadata | undefined;
  /** Why a report failed (e.g. 'Invalid App Configuration'), for the instance to raise its alert. */
  onFailure(error: unknown): void;
}): SdkErrorReporting {
  const { services } = options;
  let enabled = false;
  let sender: ErrorReporter | undefined;
  let loading: Promise<void> | undefined;
  const held: FoyerError[] = [];

  function load(): Promise<void> {
    if (services === undefined) return Promise.resolve();
    loading ??= Promise.all([
      import("../api/analytics/analytics.js"),
      import("../api/analytics/errorReporter.js"),
    ]).then(([{ createAnalytics }, { createErrorReporter }]) => {
      const analytics = createAnalytics({
        api: services.api,
        clock: options.clock,
        enabled: true,
        page: () => pageOf(options.metadata),
      });
      sender = createErrorReporter(analytics, options.onFailure);
      for (const error of held.splice(0)) sender.report(error);
    });
    return loading;
  }

  return {
    get enabled() {
      return enabled;
    },
    report(error) {
      if (!enabled) return;
      if (sender) sender.report(error);
      else if (held.length < HELD_WHILE_LOADING) held.push(error);
    },
    async refresh(hostOptIn) {
      if (!hostOptIn || services === undefined) {
        enabled = false;
        return;
      }
      try {
        const config = await services.registry.getAnalyticsConfig();
        enabled = config.isAnalyticsEnabled;
      } catch {
        enabled = false;
      }
      if (enabled) await load();
    },
  };
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
