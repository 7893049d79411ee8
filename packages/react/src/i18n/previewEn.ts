import { previewTextsEn } from "@foyer/core/internal";

/**
 * What a review shows of the server's preview before the wallet is asked (Send, Swap): the
 * balance changes, each call and the warnings to read. The words are core's, shared with the
 * embedded wallet's approval screen (`approvalTexts`), so the two never differ; they ship with
 * those lazy views. A translation overrides them through `Messages.preview`.
 */
export const previewEn = previewTextsEn;

/** The preview's strings; a translation provides the same keys. */
export type TransactionPreviewMessages = {
  readonly [K in keyof typeof previewEn]: (typeof previewEn)[K] extends string
    ? string
    : (typeof previewEn)[K];
};
