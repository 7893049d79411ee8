import { foyerMessages } from "../errors/foyerMessages.js";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { coreText } from "../i18n/coreText.js";

/** Behaviour §9: emails longer than this are cut for display. */
export const EMAIL_DISPLAY_MAX_CHARS = 30;

/**
 * An email for display (behaviour §5, §9): up to 30 characters unchanged, longer
 * ones cut to their first 30 characters plus one "…". Dots the cut leaves at
 * the end are dropped, since a dot before the ellipsis reads as a second one
 * ("company.…"). Counts Unicode code points, so a character outside the BMP
 * is never split in half.
 *
 * @example shortenEmail("a.very.long.name@some-company.example") // "a.very.long.name@some-company…"
 */
export function shortenEmail(email: string): string {
  if (typeof email !== "string") {
    throw new InvalidInputError(coreText("invalidEmail", foyerMessages.invalidEmail), {
      code: "INVALID_EMAIL",
    });
  }
  const chars = Array.from(email);
  if (chars.length <= EMAIL_DISPLAY_MAX_CHARS) return chars.join("");
  return `${chars.slice(0, EMAIL_DISPLAY_MAX_CHARS).join("").replace(/\.+$/, "")}…`;
}
