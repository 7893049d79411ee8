import type { LogLevel } from "./logLevel.js";
import { appendLine, EMPTY_LOG_RING, type LogRing, ringText } from "./logRing.js";
import { redact } from "./redact.js";

export type EntryLevel = Exclude<LogLevel, "silent">;

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

/** The ring of formatted entries behind a logger: loaded with the first entry a logger keeps. */
export interface LogBuffer {
  write(time: number, level: EntryLevel, message: string, fields?: Record<string, unknown>): void;
  read(): string;
}

export function createLogBuffer(maxBytes: number): LogBuffer {
  let ring: LogRing = EMPTY_LOG_RING;
  return {
    write(time, level, message, fields) {
      ring = appendLine(ring, formatEntry(time, level, message, fields), maxBytes);
    },
    read: () => ringText(ring),
  };
}
