import type { Locale } from "@foyer/protocol";

/** "14:03 UTC": the server does not know the reader's time zone, so it says which one it uses. */
export function utcClock(at: Date, locale: Locale = "en"): string {
  // English keeps its fixed form; the others write the time as their locale does.
  if (locale === "en") return `${at.toISOString().slice(11, 16)} UTC`;
  return new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(at);
}

/** "just now", "1 minute ago", "12 minutes ago", "2 hours ago" (in English; Intl's words in the others). */
export function timeAgo(at: Date, nowMs: number, locale: Locale = "en"): string {
  const minutes = Math.floor((nowMs - at.getTime()) / 60_000);
  const hours = Math.floor(minutes / 60);
  if (locale !== "en") {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    if (minutes < 1) return relative.format(0, "second");
    return minutes < 60 ? relative.format(-minutes, "minute") : relative.format(-hours, "hour");
  }
  if (minutes < 1) return "just now";
  if (minutes < 60) return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
}
