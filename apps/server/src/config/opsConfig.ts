import { type EnvReader, integerBetween, secretOf } from "./envSchemas.js";

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

export function parseOpsConfig(reader: EnvReader, production: boolean): OpsConfig {
  const { read } = reader;
  return {
    metricsToken: read("FOYER_METRICS_TOKEN", secretOf(MIN_TOKEN_LENGTH)),
    shutdownDelayMs: read(
      "SHUTDOWN_DELAY_MS",
      integerBetween(0, 600_000),
      production ? PRODUCTION_SHUTDOWN_DELAY_MS : 0,
    ),
    shutdownTimeoutMs: read("SHUTDOWN_TIMEOUT_MS", integerBetween(0, 600_000), 10_000),
    migrateOnStart: !production,
  };
}
