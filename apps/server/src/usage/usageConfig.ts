import { ConfigError } from "../configError.js";

/** How the server counts usage for the admin API's reports. */
export interface UsageConfig {
  /** `FOYER_USAGE=off` stops counting (the reports then stay empty). */
  enabled: boolean;
  /** `FOYER_USAGE_FLUSH_MS`: how often each instance adds its counts to Postgres (default 10 s). */
  flushIntervalMs: number;
}

export function parseUsageConfig(env: NodeJS.ProcessEnv): UsageConfig {
  const raw = env.FOYER_USAGE?.trim().toLowerCase();
  if (raw !== undefined && raw !== "" && raw !== "on" && raw !== "off") {
    throw new ConfigError(`FOYER_USAGE must be on or off (got "${raw.slice(0, 16)}")`);
  }
  const flush = env.FOYER_USAGE_FLUSH_MS?.trim();
  let flushIntervalMs = 10_000;
  if (flush !== undefined && flush !== "") {
    if (!/^\d+$/.test(flush) || Number(flush) < 100 || Number(flush) > 3_600_000) {
      throw new ConfigError(
        `FOYER_USAGE_FLUSH_MS must be an integer between 100 and 3600000 (got "${flush.slice(0, 16)}")`,
      );
    }
    flushIntervalMs = Number(flush);
  }
  return { enabled: raw !== "off", flushIntervalMs };
}
