import { foyerMessages } from "./foyerMessages.js";
import { messages } from "./messages.js";

/** How the modal presents an alert: a blocking error or a neutral notice. */
export type AlertType = "error" | "info";

/** An alert the modal shows to the developer or user (behaviour §8). */
export interface FoyerAlert {
  /** Stable code, equal to the alert's key in {@link ALERTS}. */
  readonly code: AlertCode;
  readonly shortMessage: string;
  readonly longMessage: string;
  readonly type: AlertType;
}

/** The alert codes of behaviour §8. */
export type AlertCode =
  | "SWITCH_NETWORK_NOT_FOUND"
  | "INVALID_APP_CONFIGURATION"
  | "IFRAME_LOAD_FAILED"
  | "IFRAME_REQUEST_TIMEOUT"
  | "UNVERIFIED_DOMAIN"
  | "JWT_TOKEN_NOT_VALID"
  | "INVALID_PROJECT_ID"
  | "PROJECT_ID_NOT_CONFIGURED"
  | "SERVER_ERROR_APP_CONFIGURATION"
  | "RATE_LIMITED_APP_CONFIGURATION"
  | "MULTI_WALLET_NOT_ENABLED";

/**
 * The alert catalogue of behaviour §8. Short texts the spec spells come from the
 * message catalogue; the rest is Foyer's own wording.
 */
export const ALERTS: { readonly [C in AlertCode]: FoyerAlert & { readonly code: C } } = {
  SWITCH_NETWORK_NOT_FOUND: {
    code: "SWITCH_NETWORK_NOT_FOUND",
    shortMessage: messages.alertNetworkNotFound,
    longMessage: foyerMessages.alertNetworkNotFoundLong,
    type: "error",
  },
  INVALID_APP_CONFIGURATION: {
    code: "INVALID_APP_CONFIGURATION",
    shortMessage: messages.invalidAppConfiguration,
    longMessage: foyerMessages.alertOriginNotAllowedLong,
    type: "error",
  },
  IFRAME_LOAD_FAILED: {
    code: "IFRAME_LOAD_FAILED",
    shortMessage: messages.alertEmbeddedWalletLoadFailed,
    longMessage: foyerMessages.alertEmbeddedWalletLoadFailedLong,
    type: "error",
  },
  IFRAME_REQUEST_TIMEOUT: {
    code: "IFRAME_REQUEST_TIMEOUT",
    shortMessage: messages.alertEmbeddedWalletTimedOut,
    longMessage: foyerMessages.alertEmbeddedWalletTimedOutLong,
    type: "error",
  },
  UNVERIFIED_DOMAIN: {
    code: "UNVERIFIED_DOMAIN",
    shortMessage: foyerMessages.alertUnverifiedDomain,
    longMessage: foyerMessages.alertUnverifiedDomainLong,
    type: "error",
  },
  JWT_TOKEN_NOT_VALID: {
    code: "JWT_TOKEN_NOT_VALID",
    shortMessage: messages.alertSessionExpired,
    longMessage: foyerMessages.alertSessionExpiredLong,
    type: "error",
  },
  INVALID_PROJECT_ID: {
    code: "INVALID_PROJECT_ID",
    shortMessage: messages.alertInvalidProjectId,
    longMessage: foyerMessages.alertInvalidProjectIdLong,
    type: "error",
  },
  PROJECT_ID_NOT_CONFIGURED: {
    code: "PROJECT_ID_NOT_CONFIGURED",
    shortMessage: foyerMessages.alertProjectIdNotConfigured,
    longMessage: foyerMessages.alertProjectIdNotConfiguredLong,
    type: "error",
  },
  SERVER_ERROR_APP_CONFIGURATION: {
    code: "SERVER_ERROR_APP_CONFIGURATION",
    shortMessage: messages.alertAppConfigurationFailed,
    longMessage: foyerMessages.alertAppConfigurationFailedLong,
    type: "error",
  },
  RATE_LIMITED_APP_CONFIGURATION: {
    code: "RATE_LIMITED_APP_CONFIGURATION",
    shortMessage: foyerMessages.alertAppConfigurationRateLimited,
    longMessage: foyerMessages.alertAppConfigurationRateLimitedLong,
    type: "error",
  },
  MULTI_WALLET_NOT_ENABLED: {
    code: "MULTI_WALLET_NOT_ENABLED",
    shortMessage: foyerMessages.alertMultiWalletNotEnabled,
    longMessage: foyerMessages.alertMultiWalletNotEnabledLong,
    type: "info",
  },
};

/** The provider server's error codes that are alerts of their own (its `ErrorBody.code`). */
const SERVER_CODE_ALERTS: Readonly<Record<string, FoyerAlert>> = {
  INVALID_APP_CONFIGURATION: ALERTS.INVALID_APP_CONFIGURATION,
  INVALID_PROJECT_ID: ALERTS.INVALID_PROJECT_ID,
};

/**
 * The alert for the stable code the provider server answered with: Foyer's server names
 * the refusal (INVALID_PROJECT_ID, INVALID_APP_CONFIGURATION) rather than leaving the client
 * to read its words. Undefined for any other code.
 *
 * @example alertForServerCode("INVALID_PROJECT_ID") // ALERTS.INVALID_PROJECT_ID
 */
export function alertForServerCode(code: unknown): FoyerAlert | undefined {
  if (typeof code !== "string" || !Object.hasOwn(SERVER_CODE_ALERTS, code)) return undefined;
  return SERVER_CODE_ALERTS[code];
}

const PROVIDER_MESSAGE_ALERTS: readonly (readonly [string, FoyerAlert])[] = [
  [messages.providerOriginNotAllowed, ALERTS.INVALID_APP_CONFIGURATION],
  [messages.providerJwtNotYetValid, ALERTS.JWT_TOKEN_NOT_VALID],
  [messages.providerInvalidKey, ALERTS.INVALID_PROJECT_ID],
];

/**
 * The alert for an error message coming back from a provider that answers no code
 * (behaviour §8 "provider message mapping"): the one place the words decide, because
 * that mapping is defined on the provider's texts. Matches when the message contains
 * one of them, since providers prefix or suffix them with context. Foyer's own server
 * answers a code: {@link alertForServerCode} is read first.
 *
 * @example alertForProviderMessage("403: Unauthorized: invalid key") // ALERTS.INVALID_PROJECT_ID
 */
export function alertForProviderMessage(message: unknown): FoyerAlert | undefined {
  if (typeof message !== "string") return undefined;
  return PROVIDER_MESSAGE_ALERTS.find(([text]) => message.includes(text))?.[1];
}
