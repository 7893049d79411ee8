import type { FoyerError } from "../../errors/FoyerError.js";
import type { ErrorReporter } from "../../errors/wrapSdkError.js";
import type { Analytics, AnalyticsProps } from "./analytics.js";

/** The event props an SDK error is reported with. */
export function errorReportProps(error: FoyerError): AnalyticsProps {
  const origin = error.cause instanceof Error ? error.cause : error;
  const props: AnalyticsProps = {
    type: "error",
    event: error.category,
    errorType: error.code,
    errorMessage: error.shortMessage,
  };
  if (origin.stack) props.stackTrace = origin.stack;
  return props;
}

/**
 * An `ErrorReporter` over `POST /e` (behaviour §8, §9): silent while analytics are
 * off, at most 5 reports a minute, and never throws into the code that
 * reported. `onFailure` hears why a report failed (e.g. 'Invalid App
 * Configuration'), so the instance can raise the alert.
 */
export function createErrorReporter(
  analytics: Analytics,
  onFailure?: (error: unknown) => void,
): ErrorReporter {
  return {
    report(error) {
      analytics.send(errorReportProps(error)).catch((failure: unknown) => onFailure?.(failure));
    },
  };
}
