import type { Clock } from "../effects/clock.js";
import type { FoyerContext } from "../instance/context.js";
import type { FoyerOptions } from "../instance/options.js";
import { siwxFromSiweConfig } from "./legacySiwe.js";
import { createSiwxFlow, type SiwxFlow } from "./signInFlow.js";
import { siwxHostFor } from "./siwxHost.js";

/**
 * The behaviour §4 sign-in flow of an instance whose host set `siwx` or
 * `siweConfig`. Its own module, imported by `deferredSiwxFlow.ts` only when
 * sign-in is configured, so pages without it never fetch the flow.
 */
export function createConfiguredSiwxFlow(
  options: Pick<FoyerOptions, "siwx" | "siweConfig">,
  clock: Clock,
  getCtx: () => FoyerContext,
): SiwxFlow {
  const config =
    options.siwx ??
    (options.siweConfig ? siwxFromSiweConfig(options.siweConfig, clock) : undefined);
  return createSiwxFlow(config, siwxHostFor(getCtx));
}
