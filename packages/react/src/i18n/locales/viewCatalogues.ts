import type { NamesMessages } from "../namesEn.js";
import type { OnrampMessages } from "../onrampEn.js";
import type { TransactionPreviewMessages } from "../previewEn.js";
import type { SocialMessages } from "../socialEn.js";
import type { SwapMessages } from "../swapEn.js";

/** The lazy views' catalogues a translation provides beside the modal's own keys. */
export interface ViewCatalogues {
  readonly social: SocialMessages;
  readonly names: NamesMessages;
  readonly swap: SwapMessages;
  readonly onramp: OnrampMessages;
  readonly preview: TransactionPreviewMessages;
}
