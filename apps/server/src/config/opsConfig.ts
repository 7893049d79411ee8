import { ConfigError } from "../configError.js";
import { nonEmpty, parseInteger } from "./envValues.js";

/** How the server is operated: its metrics and how it shuts down. */
export interface OpsConfig {
  /**
   * `FOYER_METRICS_TOKEN`: set → `GET /metrics` is served to `Authorization: Bearer <token>`
   * only; unset → there is no metrics route.
   */
  metricsToken: string | undefined;
  /**
   * `SHUTDOWN_DELAY_MS`: after SIGTERM, how long the server keeps serving while `/ready` says
   * 503, so a load balancer takes it out of rotation before it stops accepting.
   */
  shutdownDelayMs: number;
  /** `SHUTDOWN_TIMEOUT_MS`: how long requests in flight then get to finish before they are cut. */
  shutdownTimeoutMs: number;
  /**
   * Development migrates the database at start; production leaves that to the `migrate`
   * command and reports pending migrations on `/ready`.
   */
  migrateOnStart: boolean;
}

/** Shortest metrics token: 32 characters, as for FOYER_SECRET. */
const MIN_TOKEN_LENGTH = 32;

/** Production's drain: about two health checks of a load balancer checking every 2 s. */
const PRODUCTION_SHUTDOWN_DELAY_MS = 5_000;

export function parseOpsConfig(env: NodeJS.ProcessEnv, production: boolean): OpsConfig {
  const metricsToken = nonEmpty(env.FOYER_METRICS_TOKEN);
  if (metricsToken !== undefined && metricsToken.length < MIN_TOKEN_LENGTH) {
    // The value is a secret: the message never repeats it.
    throw new ConfigError(`FOYER_METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`);
  }
  return {
    metricsToken,
    shutdownDelayMs: parseInteger(
      "SHUTDOWN_DELAY_MS",
      env.SHUTDOWN_DELAY_MS,
      production ? PRODUCTION_SHUTDOWN_DELAY_MS : 0,
      0,
      600_000,
    ),
    shutdownTimeoutMs: parseInteger(
      "SHUTDOWN_TIMEOUT_MS",
      env.SHUTDOWN_TIMEOUT_MS,
      10_000,
      0,
      600_000,
    ),
    migrateOnStart: !production,
  };
}
