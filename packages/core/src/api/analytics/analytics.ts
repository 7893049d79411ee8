import { ANALYTICS_RATE_LIMIT, analyticsEventRoute } from "@foyer/protocol";
import type { Clock } from "../../effects/clock.js";
import { ConfigurationError } from "../../errors/configurationError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { ApiClient } from "../apiClient.js";
import { httpStatusOf } from "../http/httpErrors.js";
import { createSlidingWindowLimiter } from "./slidingWindowLimiter.js";

// Behaviour §7, §9: at most 5 reports per 60 s — the same figure the server's intake enforces.
export { ANALYTICS_RATE_LIMIT } from "@foyer/protocol";

/** The `props` of a `POST /e` body (behaviour §7). */
export interface AnalyticsProps {
  type: string;
  event: string;
  errorType?: string;
  errorMessage?: string;
  stackTrace?: string;
}

/** The page the event happened on; the core has no DOM, so the host tells it. */
export interface AnalyticsPage {
  url: string;
  domain: string;
}

/** What became of an event: sent, dropped because analytics are off, or over the rate limit. */
export type AnalyticsSendResult = "sent" | "disabled" | "rate-limited";

/** The analytics sender of one instance. */
export interface Analytics {
  readonly enabled: boolean;
  setEnabled(enabled: boolean): void;
  /**
   * Sends one event. Nothing leaves the page while disabled. A 403 answer
   * fails with 'Invalid App Configuration' (origin not allowed, behaviour §8).
   */
  send(props: AnalyticsProps): Promise<AnalyticsSendResult>;
}

/** Options of `createAnalytics`. */
export interface AnalyticsOptions {
  api: ApiClient;
  clock: Clock;
  /** Off unless the host turns it on: Foyer makes no call home by default. */
  enabled?: boolean;
  page?: () => AnalyticsPage;
  /** Event ids; random UUIDs by default. */
  randomId?: () => string;
}

/** Analytics and error intake (`POST /e`, behaviour §7) for one instance. */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { api, clock } = options;
  const page = options.page ?? (() => ({ url: "", domain: "" }));
  const randomId = options.randomId ?? (() => globalThis.crypto.randomUUID());
  const limiter = createSlidingWindowLimiter({ clock, ...ANALYTICS_RATE_LIMIT });
  let enabled = options.enabled ?? false;

  return {
    get enabled() {
      return enabled;
    },
    setEnabled(value) {
      enabled = value;
    },
    async send(props) {
      if (!enabled) return "disabled";
      if (!limiter.tryAcquire()) return "rate-limited";
      const { url, domain } = page();
      try {
        await api.analytics.post(analyticsEventRoute.path, {
          eventId: randomId(),
          url,
          domain,
          timestamp: clock.now(),
          props,
        });
      } catch (error) {
        if (httpStatusOf(error) === 403) {
          throw new ConfigurationError(
            coreText("invalidAppConfiguration", messages.invalidAppConfiguration),
            {
              code: "INVALID_APP_CONFIGURATION",
              details: { status: 403 },
              cause: error,
            },
          );
        }
        throw error;
      }
      return "sent";
    },
  };
}
