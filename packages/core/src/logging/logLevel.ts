/** Log levels, quietest last; a logger keeps entries at or above its level. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "silent"] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Behaviour §9: the default log level is error. */
export const DEFAULT_LOG_LEVEL: LogLevel = "error";

export function isLogLevel(value: unknown): value is LogLevel {
  return LOG_LEVELS.some((level) => level === value);
}

/** Whether an entry of `entry` level is kept by a logger set to `threshold`; silent keeps none. */
export function isLevelEnabled(entry: Exclude<LogLevel, "silent">, threshold: LogLevel): boolean {
  return LOG_LEVELS.indexOf(entry) >= LOG_LEVELS.indexOf(threshold);
}
