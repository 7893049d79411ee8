import type { OriginsOutcome } from "../api/project/projectAlerts.js";
import { ALERTS } from "../errors/alerts.js";
import { DEFAULT_FEATURES } from "../features/defaultFeatures.js";
import { mergeFeatures } from "../features/mergeFeatures.js";
import { parseRemoteFeatures } from "../features/parseRemoteFeatures.js";
import type { FoyerContext } from "./context.js";
import type { SdkErrorReporting } from "./errorReporting.js";
import type { Foyer } from "./foyerInstance.js";
import type { FoyerServices } from "./services.js";

/**
 * The project's features from the provider server, merged under the host's own options, and
 * core's error reporter once the project turns analytics on.
 */
export interface RemoteFeatures extends Pick<Foyer, "applyRemoteFeatures" | "loadRemoteFeatures"> {
  /** Core's reporter to `POST /e`, made only once the project turned analytics on. */
  reporting(): SdkErrorReporting | undefined;
}

export function createRemoteFeatures(
  ctx: FoyerContext,
  services: FoyerServices | undefined,
): RemoteFeatures {
  const { features, options } = ctx;
  let reporting: SdkErrorReporting | undefined;
  return {
    applyRemoteFeatures(raw) {
      features.setState({
        features: mergeFeatures(DEFAULT_FEATURES, parseRemoteFeatures(raw), options.features),
      });
    },
    async loadRemoteFeatures() {
      if (!services) return;
      // The modal shows it is loading until the project's features decide what it offers.
      ctx.modal.setLoading(true);
      try {
        // The page's origin first: on an unlisted one that is the alert that explains the rest.
        const origins = await services.projectConfig
          .getAllowedOrigins()
          .then((list): OriginsOutcome => ({ origins: list }))
          .catch((error: unknown): OriginsOutcome => ({ error }));
        // The alert rules load with the answers: the first screen does not carry them.
        const { currentPageOrigin, originsAlert, remoteConfigAlert } = await import(
          "../api/project/projectAlerts.js"
        );
        const originAlert = originsAlert(origins, currentPageOrigin());
        if (originAlert) ctx.alerts.raise(originAlert);
        try {
          const remote = await services.projectConfig.getConfig();
          features.setState({
            features: mergeFeatures(DEFAULT_FEATURES, remote.features, options.features),
            ...(remote.prices ? { prices: remote.prices } : {}),
          });
          if (features.getState().features.analytics) {
            reporting ??= await createReporting(ctx, services);
            await reporting.refresh(true);
          }
        } catch (error) {
          ctx.report(error);
          if (!originAlert) ctx.alerts.raise(remoteConfigAlert(error));
        }
      } catch (error) {
        // The rules' chunk did not load (the network dropped): the defaults stay.
        ctx.report(error);
        ctx.alerts.raise(ALERTS.SERVER_ERROR_APP_CONFIGURATION);
      } finally {
        ctx.modal.setLoading(false);
      }
    },
    reporting: () => reporting,
  };
}

/** Core's reporter for this instance, its code fetched now that the host opted in. */
async function createReporting(
  ctx: FoyerContext,
  services: FoyerServices,
): Promise<SdkErrorReporting> {
  const { createSdkErrorReporting } = await import("./errorReporting.js");
  return createSdkErrorReporting({
    services,
    clock: ctx.clock,
    metadata: ctx.options.metadata,
    invalidAppConfiguration: () => ctx.alerts.raise(ALERTS.INVALID_APP_CONFIGURATION),
  });
}
