import { benchHelloRoute as route } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";

/**
 * `GET /bench/hello` → `{ "hello": "world" }`: the cheapest route this
 * server can serve (same Fastify instance, logger and hooks as the real
 * ones), the baseline `bench/api.mjs` measures them against. Registered only
 * when `FOYER_BENCH_HELLO=1`; `/health` is no baseline, it queries the database.
 */
export async function benchHelloRoute(app: FastifyInstance): Promise<void> {
  app.get(route.path, async () => ({ hello: "world" }));
}
