import type { CoreTextKey, coreTextEn } from "./coreTextEn.js";

/** The arguments a text's placeholders take (none for a plain text). */
export type CoreTextArgs<K extends CoreTextKey> = (typeof coreTextEn)[K] extends (
  ...args: infer A
) => string
  ? A
  : [];

/**
 * A text core shows to a person, by key: what the modal translates. `args` fill the
 * key's placeholders in order (the seconds to wait, the name, the reason), as the
 * translations' functions take them. `en` is core's English for it, for a page with
 * no translation table and for logs; nothing reads the key back out of it.
 */
export interface CoreText {
  readonly key: CoreTextKey;
  readonly args?: readonly (string | number)[];
  readonly en: string;
}

/**
 * What a person is shown: a {@link CoreText}, or words core has no key for (a wallet's
 * own answer, a text the caller already wrote in the page's language), shown as they are.
 */
export type UserText = CoreText | string;

/**
 * The text of `key`, given core's own words for it (`coreText("addressInvalid", messages.addressInvalid)`,
 * `coreText("bitcoinDust", bitcoinMessages.dust)`): the compiler checks the words are that key's, so a key and its
 * English never drift apart.
 */
export function coreText<K extends CoreTextKey>(
  key: K,
  words: (typeof coreTextEn)[K],
  ...args: CoreTextArgs<K>
): CoreText {
  const values = args as readonly (string | number)[];
  const en =
    typeof words === "function"
      ? (words as (...a: readonly (string | number)[]) => string)(...values)
      : (words as string);
  return values.length > 0 ? { key, args: values, en } : { key, en };
}

/** Whether `text` is a keyed text rather than words shown as they are. */
export function isCoreText(text: unknown): text is CoreText {
  return typeof text === "object" && text !== null && "key" in text && "en" in text;
}

/** Core's English of a text: what a log or a page without a translation shows. */
export function englishOf(text: UserText): string {
  return typeof text === "string" ? text : text.en;
}
