import type { CoreTexts } from "@foyer/core/internal";
import type { AlertCatalogue } from "../coreText/alertTexts.js";
import type { Messages } from "../en.js";
import type { WalletMessages } from "../walletEn.js";
import type { ViewCatalogues } from "./viewCatalogues.js";

/**
 * What a shipped translation provides: every key of `en` and of the lazy
 * views' catalogues, so a key it lacks is a type error (and a failing test,
 * `localeCatalogues.test.ts`). Placeholders are the same function parameters
 * as English's.
 */
export type LocaleCatalogue = Messages & {
  readonly wallet: WalletMessages;
  readonly coreTexts: CoreTexts;
  readonly alerts: AlertCatalogue;
} & ViewCatalogues;
