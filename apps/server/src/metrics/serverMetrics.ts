import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AuthObserver } from "../auth/authObserver.js";
import type { IndexerProgress } from "../blockchain/indexer/chainIndexer.js";
import type { DatabasePoolUse } from "../db/database.js";
import type { AccessRefusal } from "../project/guard.js";
import type { RpcRequestEvent } from "../rpc/serve.js";
import type { NetworkUpstreams } from "../upstream/networkUpstreams.js";
import type { UpstreamObserver, UpstreamStatus } from "../upstream/upstreamPool.js";

/**
 * The server's Prometheus metrics, one registry per app (no process-wide default registry).
 * Every label takes values from a bounded set the server itself decides — route templates,
 * configured networks and upstream origins, method classes, status codes, fixed reasons —
 * never an address, a raw method name, a project id or anything else a caller chooses.
 */
export interface ServerMetrics {
  registry: Registry;
  /** One answered HTTP request (Fastify's and the RPC fast path's). */
  httpResponse(method: string, route: string, status: number, seconds: number): void;
  /** One proxied JSON-RPC request. */
  rpcRequest(event: RpcRequestEvent): void;
  upstreamAttempt: UpstreamObserver;
  projectRefused(reason: AccessRefusal): void;
  auth: AuthObserver;
  siwxSignIn(namespace: string): void;
  indexerProgress(progress: IndexerProgress): void;
  /** Reads each network's upstream ranking at every scrape. */
  watchUpstreams(upstreams: NetworkUpstreams): void;
  /** Reads the database pool's use at every scrape. */
  watchDatabasePool(read: () => DatabasePoolUse | undefined): void;
  /** Reads whether this instance leads the indexer at every scrape (undefined: no indexer). */
  watchIndexerLeader(read: () => boolean | undefined): void;
}

/** Request latencies: 5 ms (a cached read) to 10 s (the RPC deadline). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** HTTP methods Node's parser accepts beyond these are rare; they share one label. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const NAMESPACES = new Set(["eip155", "solana", "bip122"]);

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "foyer_" });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [registry] });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Gauge({ name, help, labelNames, registers: [registry] });

  const httpRequests = counter(
    "foyer_http_requests_total",
    "HTTP requests answered, by method, route template and status",
    ["method", "route", "status"],
  );
  const httpDuration = histogram(
    "foyer_http_request_duration_seconds",
    "Time to answer an HTTP request, by method and route template",
    ["method", "route"],
  );
  const rateLimited = counter(
    "foyer_rate_limited_total",
    "Requests refused with 429 by a rate limit, by route template",
    ["route"],
  );
  const rpcRequests = counter(
    "foyer_rpc_requests_total",
    "RPC proxy requests, by network, method class and status",
    ["network", "method_class", "status"],
  );
  const rpcDuration = histogram(
    "foyer_rpc_request_duration_seconds",
    "Time to answer an RPC proxy request, by network and method class",
    ["network", "method_class"],
  );
  const upstreamRequests = counter(
    "foyer_upstream_requests_total",
    "Calls to upstream nodes (proxy, blockchain API, probes), by network, upstream origin, method class and outcome",
    ["network", "upstream", "method_class", "outcome"],
  );
  const upstreamDuration = histogram(
    "foyer_upstream_request_duration_seconds",
    "Time an upstream took to answer (or fail), by network, upstream origin and method class",
    ["network", "upstream", "method_class"],
  );
  const refusals = counter(
    "foyer_project_refusals_total",
    "Requests refused by the project guard: unknown project id, or an origin not on the project's list",
    ["reason"],
  );
  const logins = counter(
    "foyer_logins_total",
    "Sessions opened: embedded-wallet logins by method, and sign-ins with X by namespace (siwx_<namespace>)",
    ["method"],
  );
  const mails = counter(
    "foyer_auth_mails_sent_total",
    "Login mails sent, by kind: a code or a device approval link",
    ["kind"],
  );
  const indexerHead = gauge(
    "foyer_indexer_head_block",
    "The chain's head block as the indexer last read it (on the leading instance)",
    ["network"],
  );
  const indexerLag = gauge(
    "foyer_indexer_lag_blocks",
    "Blocks between the chain's head and the last block indexed (on the leading instance)",
    ["network"],
  );

  let upstreams: NetworkUpstreams | undefined;
  /** A gauge read from every upstream's status at each scrape; undefined leaves it absent. */
  const upstreamGauge = (
    name: string,
    help: string,
    value: (status: UpstreamStatus) => number | undefined,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ["network", "upstream"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [network, pool] of upstreams?.pools() ?? []) {
          for (const status of pool.status()) {
            const figure = value(status);
            if (figure !== undefined) this.set({ network, upstream: status.upstream }, figure);
          }
        }
      },
    });
  upstreamGauge(
    "foyer_upstream_score",
    "Each upstream's ranking score (0.7 stability + 0.3 latency over its last 10 samples)",
    (status) => status.score,
  );
  upstreamGauge(
    "foyer_upstream_rank",
    "Each upstream's place in its network's order: 0 is asked first",
    (status) => status.rank,
  );
  upstreamGauge(
    "foyer_upstream_up",
    "1 if the upstream's last call found it up, 0 if not (absent before its first call)",
    (status) => (status.up === undefined ? undefined : +status.up),
  );

  let poolUse: () => DatabasePoolUse | undefined = () => undefined;
  new Gauge({
    name: "foyer_db_pool_connections",
    help: "The Postgres connection pool: connections open (total), idle, queries waiting, and its max",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const use = poolUse();
      if (use === undefined) return;
      for (const state of ["total", "idle", "waiting", "max"] as const) {
        this.set({ state }, use[state]);
      }
    },
  });

  let leader: () => boolean | undefined = () => undefined;
  new Gauge({
    name: "foyer_indexer_leader",
    help: "1 on the instance that holds the indexer's leader lock, 0 on standbys",
    registers: [registry],
    collect() {
      this.reset();
      const leading = leader();
      if (leading !== undefined) this.set(+leading);
      // A standby's last figures would go stale: only the leader reports lag.
      if (leading !== true) {
        indexerHead.reset();
        indexerLag.reset();
      }
    },
  });

  return {
    registry,
    httpResponse(method, route, status, seconds) {
      const methodLabel = METHODS.has(method) ? method : "OTHER";
      httpRequests.inc({ method: methodLabel, route, status: String(status) });
      httpDuration.observe({ method: methodLabel, route }, seconds);
      if (status === 429) rateLimited.inc({ route });
    },
    rpcRequest(event) {
      rpcRequests.inc({
        network: event.network,
        method_class: event.methodClass,
        status: String(event.status),
      });
      rpcDuration.observe(
        { network: event.network, method_class: event.methodClass },
        event.seconds,
      );
    },
    upstreamAttempt(attempt) {
      const { network, upstream, methodClass } = attempt;
      upstreamRequests.inc({
        network,
        upstream,
        method_class: methodClass,
        outcome: attempt.outcome,
      });
      upstreamDuration.observe({ network, upstream, method_class: methodClass }, attempt.seconds);
    },
    projectRefused: (reason) => refusals.inc({ reason }),
    auth: {
      login: (method) => logins.inc({ method }),
      mailSent: (kind) => mails.inc({ kind: kind === "code" ? "code" : "device_link" }),
    },
    siwxSignIn(namespace) {
      logins.inc({ method: `siwx_${NAMESPACES.has(namespace) ? namespace : "other"}` });
    },
    indexerProgress({ chainId, head, indexed }) {
      indexerHead.set({ network: chainId }, head);
      indexerLag.set({ network: chainId }, Math.max(0, head - indexed));
    },
    watchUpstreams(watched) {
      upstreams = watched;
    },
    watchDatabasePool(read) {
      poolUse = read;
    },
    watchIndexerLeader(read) {
      leader = read;
    },
  };
}
