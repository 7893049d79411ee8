import { foyerMessages } from "../errors/foyerMessages.js";
import { InvalidInputError } from "../errors/invalidInputError.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Past this age a count of weeks reads worse than the date itself. */
const WEEKS_UNTIL = 30 * DAY;

/** A moment: epoch milliseconds, an ISO-8601 string (as `minedAt` arrives) or a Date. */
export type TimestampInput = number | string | Date;

export interface RelativeTimeOptions {
  /** IANA zone for the calendar labels; the runtime's local zone by default. */
  timeZone?: string;
  /**
   * A BCP 47 locale. English (the default) keeps behaviour §9's compact labels;
   * any other locale gets its own words through Intl.RelativeTimeFormat
   * ("il y a 5 min", "5分前") and its own date format.
   */
  locale?: string;
}

function toEpochMs(timestamp: TimestampInput): number {
  const ms =
    timestamp instanceof Date
      ? timestamp.getTime()
      : typeof timestamp === "string"
        ? Date.parse(timestamp)
        : timestamp;
  if (typeof ms !== "number" || !Number.isFinite(ms)) {
    throw new InvalidInputError(foyerMessages.invalidTimestamp, {
      code: "INVALID_TIMESTAMP",
      details: { timestamp: String(timestamp) },
    });
  }
  return ms;
}

function checkTimeZone(timeZone: string | undefined): void {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
  } catch (cause) {
    throw new InvalidInputError(foyerMessages.invalidTimeZone, {
      code: "INVALID_TIME_ZONE",
      details: { timeZone },
      cause,
    });
  }
}

function yearIn(ms: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone }).format(ms);
}

/** An age under 30 days in its largest whole unit, floored; under a minute is 0 minutes. */
function ageIn(age: number): [number, "minute" | "hour" | "day" | "week"] {
  if (age < MINUTE) return [0, "minute"];
  if (age < HOUR) return [Math.floor(age / MINUTE), "minute"];
  if (age < DAY) return [Math.floor(age / HOUR), "hour"];
  if (age < WEEK) return [Math.floor(age / DAY), "day"];
  return [Math.floor(age / WEEK), "week"];
}

/**
 * A short label for how long ago `timestamp` was (behaviour §9), each
 * unit floored: under a minute (or in the future, from clock skew)
 * "just now"; then "5m", "3h", "2d"; "1w" to "4w" until 30 days; after that
 * the date, "Mar 3", with the year added when it is not the current one,
 * "Mar 3, 2024".
 *
 * @param now epoch ms
 */
export function formatRelativeTime(
  timestamp: TimestampInput,
  now: number,
  options: RelativeTimeOptions = {},
): string {
  const { timeZone, locale = "en-US" } = options;
  checkTimeZone(timeZone);
  const then = toEpochMs(timestamp);
  const age = toEpochMs(now) - then;
  const english = locale.toLowerCase().startsWith("en");
  if (age < WEEKS_UNTIL) {
    const [amount, unit] = ageIn(age);
    if (english) return amount === 0 ? "just now" : `${amount}${unit[0]}`;
    return new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "short" }).format(
      -amount,
      unit,
    );
  }
  const sameYear = yearIn(then, timeZone) === yearIn(now, timeZone);
  return new Intl.DateTimeFormat(english ? "en-US" : locale, {
    month: "short",
    day: "numeric",
    ...(sameYear ? {} : { year: "numeric" }),
    timeZone,
  }).format(then);
}
