import type { FastifyInstance } from "fastify";
import type { OpsConfig } from "../config/opsConfig.js";
import { pause } from "../lib/timers.js";

/** How a drain ended: every request finished, or some were cut at the bound. */
export type DrainOutcome = "drained" | "cut";

/**
 * The graceful stop: `/ready` turns 503 and every answer closes its connection; after
 * `shutdownDelayMs` (the load balancer's time to notice, cut short by `hurry`) the server stops
 * accepting, hands indexer leadership over, and lets requests in flight finish for at most
 * `shutdownTimeoutMs` — then cuts what is left. The database pool closes last (an onClose hook).
 */
export async function drainAndClose(
  app: FastifyInstance,
  ops: Pick<OpsConfig, "shutdownDelayMs" | "shutdownTimeoutMs">,
  hurry: AbortSignal = new AbortController().signal,
): Promise<DrainOutcome> {
  app.lifecycle.startDraining();
  app.log.info(
    { delayMs: ops.shutdownDelayMs, timeoutMs: ops.shutdownTimeoutMs },
    "draining: /ready answers 503 until the server stops accepting",
  );
  await pause(ops.shutdownDelayMs, hurry);
  // A connection whose request is still in flight stays open after its answer, and closing
  // the server only closes the connections idle at that moment: with a keep-alive of 1 ms
  // each closes right after its last answer, so the close does not wait out the bound for
  // nothing. (Not during the delay: the load balancer may still reuse them then.)
  app.server.keepAliveTimeout = 1;
  let outcome: DrainOutcome = "drained";
  const bound = setTimeout(() => {
    outcome = "cut";
    app.log.warn("shutdown bound reached: closing the connections still open");
    app.server.closeAllConnections();
  }, ops.shutdownTimeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(bound);
  }
  return outcome;
}
