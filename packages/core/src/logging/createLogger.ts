import { type Clock, systemClock } from "../effects/clock.js";
import { ConfigurationError } from "../errors/configurationError.js";
import { foyerMessages } from "../errors/foyerMessages.js";
import type { EntryLevel, LogBuffer } from "./logBuffer.js";
import { DEFAULT_LOG_LEVEL, isLevelEnabled, isLogLevel, type LogLevel } from "./logLevel.js";
import { LOG_BUFFER_BYTES } from "./logLimits.js";

/** The instance's logger (behaviour §9): entries at or above its level go to a ~1 MB ring buffer. */
export interface Logger {
  readonly level: LogLevel;
  /** Raises or lowers the level; entries already kept stay. */
  setLevel(level: LogLevel): void;
  log(level: EntryLevel, message: string, fields?: Record<string, unknown>): void;
  /** The buffer, one JSON entry a line, oldest first. */
  read(): Promise<string>;
}

/** A `LogLevel` from a host, or a ConfigurationError naming the levels. */
export function requireLogLevel(value: unknown): LogLevel {
  if (isLogLevel(value)) return value;
  throw new ConfigurationError(foyerMessages.invalidLogLevel(String(value).slice(0, 40)), {
    code: "INVALID_LOG_LEVEL",
    details: { logLevel: value },
  });
}

interface PendingEntry {
  time: number;
  level: EntryLevel;
  message: string;
  fields: Record<string, unknown> | undefined;
}

/**
 * The level check is here; the buffer (formatting, redaction, the ring) is a
 * chunk of its own, loaded with the first entry the level keeps, so a page
 * that never logs does not carry it. Entries kept before it arrives wait in
 * order and are written, timed as they happened, once it has.
 */
export function createLogger(
  options: { level?: LogLevel; clock?: Clock; maxBytes?: number } = {},
): Logger {
  const clock = options.clock ?? systemClock;
  let level = options.level === undefined ? DEFAULT_LOG_LEVEL : requireLogLevel(options.level);
  const maxBytes = options.maxBytes ?? LOG_BUFFER_BYTES;
  let buffer: LogBuffer | undefined;
  let loading: Promise<void> | undefined;
  const pending: PendingEntry[] = [];
  const load = (): Promise<void> => {
    loading ??= import("./logBuffer.js").then((m) => {
      const loaded = m.createLogBuffer(maxBytes);
      for (const entry of pending.splice(0)) {
        loaded.write(entry.time, entry.level, entry.message, entry.fields);
      }
      buffer = loaded;
    });
    return loading;
  };
  return {
    get level() {
      return level;
    },
    setLevel(next) {
      level = requireLogLevel(next);
    },
    log(entry, message, fields) {
      if (!isLevelEnabled(entry, level)) return;
      if (buffer) {
        buffer.write(clock.now(), entry, message, fields);
        return;
      }
      pending.push({ time: clock.now(), level: entry, message, fields });
      // A buffer that fails to load keeps nothing; logging must never throw into the caller.
      load().catch(() => {});
    },
    async read() {
      if (pending.length > 0) await load().catch(() => {});
      return buffer?.read() ?? "";
    },
  };
}
