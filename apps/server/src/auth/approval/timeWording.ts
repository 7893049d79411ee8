/** "14:03 UTC": the server does not know the reader's time zone, so it says which one it uses. */
export function utcClock(at: Date): string {
  return `${at.toISOString().slice(11, 16)} UTC`;
}

/** "just now", "1 minute ago", "12 minutes ago", "2 hours ago". */
export function timeAgo(at: Date, nowMs: number): string {
  const minutes = Math.floor((nowMs - at.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
}
