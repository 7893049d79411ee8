import { type EnvReader, integerBetween, onOff } from "../config/envSchemas.js";

/** How the server counts usage for the admin API's reports. */
export interface UsageConfig {
  /** `FOYER_USAGE=off` stops counting (the reports then stay empty). */
  enabled: boolean;
  /** `FOYER_USAGE_FLUSH_MS`: how often each instance adds its counts to Postgres (default 10 s). */
  flushIntervalMs: number;
}

export function parseUsageConfig(reader: EnvReader): UsageConfig {
  return {
    enabled: reader.read("FOYER_USAGE", onOff, true),
    flushIntervalMs: reader.read("FOYER_USAGE_FLUSH_MS", integerBetween(100, 3_600_000), 10_000),
  };
}
