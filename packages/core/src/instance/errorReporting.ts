import type { Clock } from "../effects/clock.js";
import { ConfigurationError } from "../errors/configurationError.js";
import type { FoyerError } from "../errors/FoyerError.js";
import type { ErrorReporter } from "../errors/wrapSdkError.js";
import type { FoyerMetadata } from "./options.js";
import type { FoyerServices } from "./services.js";

/**
 * Core's own error reporter (behaviour §8 "SDK errors are wrapped with a category
 * and reported"), sending to the provider's `POST /e` — but only when both
 * sides said yes: the host opted in (`features.analytics`) and the project's
 * server answers `isAnalyticsEnabled: true`. Otherwise nothing leaves the
 * page. The instance fetches this module only once the host opted in, and
 * it fetches the sender only once the project said yes.
 */
export interface SdkErrorReporting extends ErrorReporter {
  /** Asks the server whether the project takes reports, when the host opted in; off on any failure. */
  refresh(hostOptIn: boolean): Promise<void>;
}

/** Reports kept while the sender loads (behaviour §9 allows 5 a minute anyway). */
const HELD_WHILE_LOADING = 5;

export function createSdkErrorReporting(options: {
  services: FoyerServices | undefined;
  clock: Clock;
  metadata: FoyerMetadata | undefined;
  /**
   * A report was refused as 'Invalid App Configuration' (origin not allowed,
   * behaviour §8): the host's to fix, so the instance raises that alert. Other
   * failures are not worth a word.
   */
  invalidAppConfiguration(): void;
}): SdkErrorReporting {
  const { services } = options;
  let enabled = false;
  let sender: ErrorReporter | undefined;
  const held: FoyerError[] = [];
  return {
    report(error) {
      if (!enabled) return;
      if (sender) sender.report(error);
      else if (held.length < HELD_WHILE_LOADING) held.push(error);
    },
    async refresh(hostOptIn) {
      enabled = false;
      if (!hostOptIn || services === undefined) return;
      enabled = await services.registry.getAnalyticsConfig().then(
        (config) => config.isAnalyticsEnabled,
        () => false,
      );
      if (!enabled || sender) return;
      const { createErrorReportSender } = await import("./errorReportSender.js");
      sender ??= createErrorReportSender({
        services,
        clock: options.clock,
        metadata: options.metadata,
        onFailure(error) {
          if (error instanceof ConfigurationError && error.code === "INVALID_APP_CONFIGURATION") {
            options.invalidAppConfiguration();
          }
        },
      });
      for (const error of held.splice(0)) sender.report(error);
    },
  };
}
