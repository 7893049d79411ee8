/** The unit a wrong-code wait is told in. */
export type WaitUnit = "second" | "minute" | "hour";

/** A wait as a person reads it: a count of one unit. */
export interface Wait {
  count: number;
  unit: WaitUnit;
}

/**
 * The wait in the unit that keeps the number small, rounded up, so "2 seconds"
 * after a burst of typos and "3 hours" once the day's budget is spent.
 */
export function waitOf(retryAfterSeconds: number): Wait {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds <= 90) return { count: seconds, unit: "second" };
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return { count: minutes, unit: "minute" };
  return { count: Math.ceil(minutes / 60), unit: "hour" };
}

/** The server's English refusal when the wrong-code budget makes a person wait. */
export function wrongCodeWaitText(wait: Wait): string {
  return `Too many wrong codes, try again in ${wait.count} ${wait.unit}${wait.count === 1 ? "" : "s"}`;
}

export function wrongCodeWaitMessage(retryAfterSeconds: number): string {
  return wrongCodeWaitText(waitOf(retryAfterSeconds));
}

const WAIT_TEXT = /^Too many wrong codes, try again in (\d+) (second|minute|hour)s?$/;

/** The wait a refusal's English text names (the inverse of {@link wrongCodeWaitText}); undefined for any other text. */
export function readWrongCodeWait(message: string): Wait | undefined {
  const match = WAIT_TEXT.exec(message);
  if (!match?.[1] || !match[2]) return undefined;
  return { count: Number(match[1]), unit: match[2] as WaitUnit };
}
