import * as v from "valibot";
import { defineRoute } from "../http/route.js";

/**
 * `GET /health`: liveness — the process answers and its database round-trips. A load balancer
 * or supervisor restarts a server that fails it; whether it should take traffic is `/ready`.
 */
export const healthRoute = defineRoute({
  method: "GET",
  path: "/health",
  response: v.object({
    status: v.picklist(["ok", "error"]),
    db: v.picklist(["pglite", "postgres"]),
    uptimeMs: v.number(),
  }),
});

/** What each readiness check found; `missing` says it in words for whatever is not ready. */
export const ReadinessSchema = v.object({
  status: v.picklist(["ready", "unready"]),
  checks: v.object({
    database: v.picklist(["ok", "unreachable"]),
    /** `unknown` while the database does not answer. */
    migrations: v.picklist(["applied", "pending", "unknown"]),
    /** Each configured network (EVM, Solana, Bitcoin) by CAIP-2 id: does an upstream answer. */
    networks: v.record(v.string(), v.picklist(["ok", "unreachable"])),
    /** True from the first SIGTERM on: the server finishes what it holds and takes nothing new. */
    draining: v.boolean(),
  }),
  missing: v.array(v.string()),
});

/**
 * `GET /ready`: readiness — 200 only when the database answers, every migration this server
 * knows is applied, at least one upstream of each network answers and the server is not
 * shutting down; else 503 with the same body, `missing` naming what is not ready. Load
 * balancers route by it.
 */
export const readyRoute = defineRoute({
  method: "GET",
  path: "/ready",
  response: ReadinessSchema,
});

/**
 * `GET /metrics`: Prometheus' text exposition format. Served only when the server has a
 * metrics token (`FOYER_METRICS_TOKEN`), and then only to `Authorization: Bearer <token>`
 * (401 otherwise); without a token the route does not exist (404).
 */
export const metricsRoute = defineRoute({
  method: "GET",
  path: "/metrics",
  response: v.string(),
});
