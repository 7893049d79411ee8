import { largestTimeUnit } from "@foyer/core/internal";

/**
 * A session's expiry as a person reads it, in the page's language: relative to now in the
 * largest unit it fills ("tomorrow", "in 3 hours"), then the moment itself; an unreadable
 * timestamp as it came.
 */
export function expiryText(iso: string, now: number, locale: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const { value, unit } = largestTimeUnit(at - now);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(value, unit);
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(at);
  return `${relative} (${moment})`;
}
