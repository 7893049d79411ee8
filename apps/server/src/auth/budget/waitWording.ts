/**
 * What a person reads when the wrong-code budget makes them wait: the wait in the unit
 * that keeps the number small, rounded up, so "try again in 2 seconds" after a burst of
 * typos and "in 3 hours" once the day's budget is spent.
 */
export function wrongCodeWaitMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many wrong codes, try again in ${amount(seconds)}`;
}

function amount(seconds: number): string {
  if (seconds <= 90) return plural(seconds, "second");
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return plural(minutes, "minute");
  return plural(Math.ceil(minutes / 60), "hour");
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
