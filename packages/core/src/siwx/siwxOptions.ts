import { ConfigurationError } from "../errors/configurationError.js";
import { messages } from "../errors/messages.js";

/** The two sign-in options of which at most one may be set. */
export interface SiwxOptionsInput {
  siweConfig?: unknown;
  siwx?: unknown;
}

/**
 * Behaviour §5: only one of `siweConfig` and `siwx` may be set, else throws
 * 'Cannot set both `siweConfig` and `siwx` options'. `null` counts as unset.
 */
export function assertSingleSiwxOption(options: SiwxOptionsInput): void {
  if (options.siweConfig != null && options.siwx != null) {
    throw new ConfigurationError(messages.siweAndSiwxBothSet, { code: "SIWE_AND_SIWX_BOTH_SET" });
  }
}
