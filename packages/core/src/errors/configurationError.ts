import { FoyerError } from "./FoyerError.js";

/** The codes of {@link ConfigurationError}. */
export const CONFIGURATION_ERROR_CODES = [
  /** `createFoyer` got no networks. */
  "NO_NETWORKS",
  /** `defaultNetwork` is not one of `networks`. */
  "DEFAULT_NETWORK_NOT_FOUND",
  /** A chain definition whose RPC URLs are not http(s). */
  "INVALID_RPC_URL",
  /** An RPC connection asked for a URL that is not http(s). */
  "RPC_URL_NOT_HTTP",
  /** A malformed host feature option (`details.key`). */
  "INVALID_FEATURE_OPTION",
  /** A log level that is not one of LOG_LEVELS. */
  "INVALID_LOG_LEVEL",
  /** behaviour §5: `themeMode` is neither light nor dark. */
  "INVALID_THEME_MODE",
  "SIWE_AND_SIWX_BOTH_SET",
  /** Sign-in has neither a page location nor `domain` and `uri`. */
  "SIWX_NO_LOCATION",
  /** A React hook ran outside `FoyerProvider`. */
  "NO_FOYER_PROVIDER",
  /** behaviour §8 analytics 403: the page's origin is not allowed for the project. */
  "INVALID_APP_CONFIGURATION",
  /** The embedded wallet's frame origin is not an http(s) URL. */
  "INVALID_FRAME_ORIGIN",
  /** `storageScope` is not 1–32 letters, digits, `-` or `_`. */
  "INVALID_STORAGE_SCOPE",
] as const;

export type ConfigurationErrorCode = (typeof CONFIGURATION_ERROR_CODES)[number];

/**
 * The app's setup cannot work: options that contradict each other, a network
 * list without the default, a non-http RPC URL, a hook outside its provider,
 * an origin the project does not allow. Fixed by the developer, not the user.
 */
export class ConfigurationError extends FoyerError<ConfigurationErrorCode> {
  static override readonly docsPath: string = "docs/errors.md#configurationerror";
  override readonly name = "ConfigurationError";
}
