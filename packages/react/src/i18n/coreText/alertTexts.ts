import type { AlertCode, CoreTexts } from "@foyer/core/internal";

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

/** An alert's title and body in one language. */
export interface AlertTexts {
  readonly title: string;
  readonly body: string;
}

/** Every alert's texts in one language, by the alert's code. */
export type AlertCatalogue = { readonly [C in AlertCode]: AlertTexts };

/**
 * A translation's alerts, by code, from its core table: built in the locale's own chunk, so
 * the first load (where the banner lives) carries no table of keys, only the lookup by code.
 */
export function alertCatalogue(texts: CoreTexts): AlertCatalogue {
  const entries = Object.entries(ALERT_TEXT_KEYS).map(([code, keys]) => [
    code,
    { title: texts[keys.title], body: texts[keys.body] },
  ]);
  return Object.fromEntries(entries) as AlertCatalogue;
}
