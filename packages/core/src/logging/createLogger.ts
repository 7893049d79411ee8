import { type Clock, systemClock } from "../effects/clock.js";
import { ConfigurationError } from "../errors/configurationError.js";
import { foyerMessages } from "../errors/foyerMessages.js";
import { DEFAULT_LOG_LEVEL, isLevelEnabled, isLogLevel, type LogLevel } from "./logLevel.js";
import { appendLine, EMPTY_LOG_RING, LOG_BUFFER_BYTES, type LogRing, ringText } from "./logRing.js";
import { redact } from "./redact.js";

type EntryLevel = Exclude<LogLevel, "silent">;

/** The instance's logger (SPEC §9): entries at or above its level go to a ~1 MB ring buffer. */
export interface Logger {
  readonly level: LogLevel;
  /** Raises or lowers the level; entries already kept stay. */
  setLevel(level: LogLevel): void;
  log(level: EntryLevel, message: string, fields?: Record<string, unknown>): void;
  /** The buffer, one JSON entry a line, oldest first. */
  read(): string;
}

/** A `LogLevel` from a host, or a ConfigurationError naming the levels. */
export function requireLogLevel(value: unknown): LogLevel {
  if (isLogLevel(value)) return value;
  throw new ConfigurationError(foyerMessages.invalidLogLevel(String(value).slice(0, 40)), {
    code: "INVALID_LOG_LEVEL",
    details: { logLevel: value },
  });
}

/**
 * One JSON line per entry: time, level, message, then the fields with
 * secrets redacted (see `redact`). Pure, so the format is tested alone.
 */
export function formatEntry(
  time: number,
  level: EntryLevel,
  message: string,
  fields: Record<string, unknown> | undefined,
): string {
  const extra = fields === undefined ? {} : (redact(fields) as Record<string, unknown>);
  return JSON.stringify({ ...extra, time: new Date(time).toISOString(), level, msg: message });
}

export function createLogger(
  options: { level?: LogLevel; clock?: Clock; maxBytes?: number } = {},
): Logger {
  const clock = options.clock ?? systemClock;
  let level = options.level === undefined ? DEFAULT_LOG_LEVEL : requireLogLevel(options.level);
  let ring: LogRing = EMPTY_LOG_RING;
  const maxBytes = options.maxBytes ?? LOG_BUFFER_BYTES;
  return {
    get level() {
      return level;
    },
    setLevel(next) {
      level = requireLogLevel(next);
    },
    log(entry, message, fields) {
      if (!isLevelEnabled(entry, level)) return;
      ring = appendLine(ring, formatEntry(clock.now(), entry, message, fields), maxBytes);
    },
    read: () => ringText(ring),
  };
}
