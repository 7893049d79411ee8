const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
  ["second", 1000],
];

/**
 * A session's expiry as a person reads it, in the page's language: relative to now in the
 * largest unit it fills ("tomorrow", "in 3 hours"), then the moment itself; an unreadable
 * timestamp as it came.
 */
export function expiryText(iso: string, now: number, locale: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const delta = at - now;
  const [unit, length] = UNITS.find(([, ms]) => Math.abs(delta) >= ms) ?? ["second", 1000];
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(
    Math.round(delta / length),
    unit,
  );
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(at);
  return `${relative} (${moment})`;
}
