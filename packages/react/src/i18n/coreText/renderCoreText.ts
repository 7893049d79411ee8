import type { CoreTexts, UserText } from "@foyer/core/internal";

/**
 * The words to show for `text` in `table`'s language: a keyed text by its key (its
 * arguments put in place), core's English when the table lacks the key or there is no
 * table (English), and words core had no key for (a wallet's own answer) as they are.
 * Never reads a key back out of English.
 */
export function renderCoreText(
  table: Partial<CoreTexts> | undefined,
  text: UserText | undefined,
): string {
  if (text === undefined) return "";
  if (typeof text === "string") return text;
  const words: unknown = table?.[text.key];
  if (typeof words === "string") return words;
  if (typeof words === "function") {
    return (words as (...args: readonly (string | number)[]) => string)(...(text.args ?? []));
  }
  return text.en;
}
