import type { Messages } from "../en.js";
import type { WalletMessages } from "../walletEn.js";

/**
 * What a shipped translation provides: every key of `en`, and of the wallet
 * views' catalogue, so a key it lacks is a type error (and a failing test,
 * `localeCatalogues.test.ts`). Placeholders are the same function parameters
 * as English's.
 */
export type LocaleCatalogue = Messages & { readonly wallet: WalletMessages };
