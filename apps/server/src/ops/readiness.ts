import type { RouteResponse, readyRoute } from "@foyer/protocol";
import { sql } from "drizzle-orm";
import type { EsploraUpstream } from "../bitcoin/esploraUpstream.js";
import type { Db } from "../db/database.js";
import { type KnownMigration, knownMigrations, readSchemaState } from "../db/schemaState.js";
import { raceTimer } from "../lib/timers.js";
import type { NetworkUpstreams } from "../upstream/networkUpstreams.js";
import type { Lifecycle } from "./lifecycle.js";

export type Readiness = RouteResponse<typeof readyRoute>;

export interface ReadinessSources {
  db: Db;
  /** The EVM and Solana networks, served through `upstreams`. */
  rpcNetworks: readonly string[];
  upstreams: NetworkUpstreams;
  /** The Bitcoin networks, served through `esplora`. */
  bitcoinNetworks: readonly string[];
  esplora: EsploraUpstream;
  lifecycle: Lifecycle;
  /** The migrations this server ships (default: its journal). */
  migrations?: readonly KnownMigration[];
}

/** Longest a check may take: a load balancer's probe must get its answer well within its own timeout. */
const CHECK_TIMEOUT_MS = 2_000;
/**
 * An upstream that answered this recently counts as answering without a new probe, so
 * probes from several load balancers cost the upstreams nothing while traffic flows.
 * Behaviour §9's probe interval: the pools probe idle upstreams as often.
 */
const FRESH_MS = 4_000;

/**
 * `GET /ready`'s checks: the database answers, the schema has every migration this server
 * ships, at least one upstream of every network answers, and the server is not draining.
 */
export function createReadiness(sources: ReadinessSources): { check(): Promise<Readiness> } {
  const known = sources.migrations ?? knownMigrations();
  // A schema never goes back: once applied, it stays so for this process.
  let migrated = false;
  const bitcoinUp = new Map<string, number>();

  async function database(): Promise<boolean> {
    return within(sources.db.execute(sql`select 1`).then(() => true));
  }

  async function migrations(): Promise<{ state: "applied" | "pending"; pending: number }> {
    if (!migrated) {
      const state = await readSchemaState(sources.db, known);
      // A newer schema is the next release's: this one keeps serving through a rolling upgrade.
      migrated = state.pending === 0;
      if (!migrated) return { state: "pending", pending: state.pending };
    }
    return { state: "applied", pending: 0 };
  }

  async function rpcNetwork(chainId: string): Promise<boolean> {
    const pool = sources.upstreams.get(chainId);
    return pool === undefined ? false : pool.answering(FRESH_MS, CHECK_TIMEOUT_MS);
  }

  async function bitcoinNetwork(chainId: string): Promise<boolean> {
    if (performance.now() - (bitcoinUp.get(chainId) ?? Number.NEGATIVE_INFINITY) <= FRESH_MS) {
      return true;
    }
    const up = await within(
      sources.esplora
        .call(chainId, "GET", "/blocks/tip/height")
        .then((answer) => answer.status >= 200 && answer.status < 300),
    );
    if (up) bitcoinUp.set(chainId, performance.now());
    return up;
  }

  return {
    async check() {
      const draining = sources.lifecycle.draining();
      const [databaseUp, rpc, bitcoin] = await Promise.all([
        database(),
        Promise.all(sources.rpcNetworks.map(rpcNetwork)),
        Promise.all(sources.bitcoinNetworks.map(bitcoinNetwork)),
      ]);
      const schema = databaseUp ? await migrations().catch(() => undefined) : undefined;
      const networks: Record<string, "ok" | "unreachable"> = {};
      const missing: string[] = [];
      if (!databaseUp) missing.push("database: no answer");
      if (schema?.state === "pending") {
        missing.push(`migrations: ${schema.pending} pending (run the migrate command)`);
      }
      const ids = [...sources.rpcNetworks, ...sources.bitcoinNetworks];
      [...rpc, ...bitcoin].forEach((up, index) => {
        const id = ids[index] as string;
        networks[id] = up ? "ok" : "unreachable";
        if (!up) missing.push(`network ${id}: no upstream answers`);
      });
      if (draining) missing.push("draining: the server is shutting down");
      return {
        status: missing.length === 0 ? "ready" : "unready",
        checks: {
          database: databaseUp ? "ok" : "unreachable",
          migrations: schema?.state ?? "unknown",
          networks,
          draining,
        },
        missing,
      };
    },
  };
}

/** True when `work` resolves true within the check timeout; a failure or a hang is false. */
function within(work: Promise<boolean>): Promise<boolean> {
  return raceTimer(work, CHECK_TIMEOUT_MS, () => false);
}
