import type { AlertCode, FoyerAlert } from "@foyer/core/internal";
import type { CoreTexts } from "./coreTextEn.js";

/** The keys of {@link CoreTexts} whose text has no placeholder. */
type PlainTextKey = {
  [K in keyof CoreTexts]: CoreTexts[K] extends string ? K : never;
}[keyof CoreTexts];

/** Each alert's title and body, by the alert's code: the catalogue keys a translation gives. */
export const ALERT_TEXT_KEYS: {
  readonly [C in AlertCode]: { readonly title: PlainTextKey; readonly body: PlainTextKey };
} = {
  SWITCH_NETWORK_NOT_FOUND: { title: "alertNetworkNotFound", body: "alertNetworkNotFoundLong" },
  INVALID_APP_CONFIGURATION: {
    title: "invalidAppConfiguration",
    body: "alertOriginNotAllowedLong",
  },
  IFRAME_LOAD_FAILED: {
    title: "alertEmbeddedWalletLoadFailed",
    body: "alertEmbeddedWalletLoadFailedLong",
  },
  IFRAME_REQUEST_TIMEOUT: {
    title: "alertEmbeddedWalletTimedOut",
    body: "alertEmbeddedWalletTimedOutLong",
  },
  UNVERIFIED_DOMAIN: { title: "alertUnverifiedDomain", body: "alertUnverifiedDomainLong" },
  JWT_TOKEN_NOT_VALID: { title: "alertSessionExpired", body: "alertSessionExpiredLong" },
  INVALID_PROJECT_ID: { title: "alertInvalidProjectId", body: "alertInvalidProjectIdLong" },
  PROJECT_ID_NOT_CONFIGURED: {
    title: "alertProjectIdNotConfigured",
    body: "alertProjectIdNotConfiguredLong",
  },
  SERVER_ERROR_APP_CONFIGURATION: {
    title: "alertAppConfigurationFailed",
    body: "alertAppConfigurationFailedLong",
  },
  RATE_LIMITED_APP_CONFIGURATION: {
    title: "alertAppConfigurationRateLimited",
    body: "alertAppConfigurationRateLimitedLong",
  },
  MULTI_WALLET_NOT_ENABLED: {
    title: "alertMultiWalletNotEnabled",
    body: "alertMultiWalletNotEnabledLong",
  },
};

/**
 * What the banner shows of `alert`, chosen by its code: the active translation's
 * title and body, else core's English (which the alert carries, so the first
 * load ships no English table). An alert whose code this release does not know
 * shows as core wrote it.
 */
export function alertTexts(
  alert: FoyerAlert,
  texts: Partial<CoreTexts> | undefined,
): { title: string; body: string } {
  const keys = Object.hasOwn(ALERT_TEXT_KEYS, alert.code) ? ALERT_TEXT_KEYS[alert.code] : undefined;
  return {
    title: (keys && texts?.[keys.title]) ?? alert.shortMessage,
    body: (keys && texts?.[keys.body]) ?? alert.longMessage,
  };
}
