import type { RpcTransport, UpstreamResult } from "../rpc/upstream.js";
import { createDeadlineQueue } from "./deadlineQueue.js";
import { createUpstreamRanking } from "./ranking.js";
import { isRetryableStatus, retryDelayMs, UPSTREAM_POLICY } from "./retryPolicy.js";

/**
 * The upstreams of one network behind one call: `send` answers within the
 * deadline, whatever they do — trying them best-ranked first, moving on
 * from one that fails or hangs, and going round again (honouring
 * Retry-After) while time is left.
 */
export interface UpstreamPool {
  send(body: string): Promise<UpstreamResult>;
  /** The upstreams' URLs, best-ranked first. */
  order(): readonly string[];
  close(): void;
}

export interface UpstreamPoolOptions {
  urls: readonly string[];
  transport: RpcTransport;
  /** The whole call, every upstream and retry included. */
  deadlineMs: number;
  /** Milliseconds, monotonic; tests may drive it. */
  now?: () => number;
  /** How often upstreams that carried no traffic are probed (default SPEC §9's 4 s); 0 = never. */
  probeIntervalMs?: number;
}

/** A cheap call every node answers; any HTTP 2xx counts as up (SPEC §7's ping is "test"). */
const PROBE_BODY = '{"jsonrpc":"2.0","id":0,"method":"net_listening","params":[]}';

export function createUpstreamPool(options: UpstreamPoolOptions): UpstreamPool {
  const { urls, transport, deadlineMs } = options;
  const now = options.now ?? (() => performance.now());
  const single = urls.length === 1;
  const ranking = createUpstreamRanking(urls.length, UPSTREAM_POLICY.ranking);
  const deadlines = createDeadlineQueue(deadlineMs, now);
  const probeIntervalMs = options.probeIntervalMs ?? UPSTREAM_POLICY.ranking.intervalMs;
  let probes: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const noAnswer: UpstreamResult = {
    ok: false,
    reason: "no answer within the deadline",
    answered: false,
  };

  /** One attempt; with several upstreams it is cut off at `budgetMs` so the next gets its turn. */
  async function attempt(index: number, body: string, budgetMs: number): Promise<UpstreamResult> {
    const url = urls[index] as string;
    const started = now();
    const sent = transport.post(url, body, budgetMs);
    const result = single ? await sent : await raceTimer(sent, budgetMs, () => noAnswer);
    if (!single) {
      // An answered refusal that is not a retry status (a 400, say) still shows the node is up.
      const up = result.ok || (result.answered === true && !isRetryableStatus(result.status ?? 0));
      ranking.record(index, { ok: up, latencyMs: now() - started }, now());
    }
    return result.ok ? result : { ...result, reason: `${originOf(url)}: ${result.reason}` };
  }

  /** One call; `seen.last` is its latest failure, which the deadline reports if it strikes. */
  async function failover(
    body: string,
    deadlineAt: number,
    seen: { last?: UpstreamResult },
  ): Promise<UpstreamResult> {
    for (let round = 0; round <= UPSTREAM_POLICY.retryCount; round++) {
      let retryAfter: string | undefined;
      const order = ranking.order();
      for (let position = 0; position < order.length; position++) {
        const remaining = deadlineAt - now();
        if (remaining <= 0) return seen.last ?? noAnswer;
        // Leave the upstreams after this one their share of what is left.
        const budget = remaining / (order.length - position);
        const result = await attempt(order[position] as number, body, budget);
        if (result.ok) return result;
        seen.last = result;
        // An upstream that answered something else (a 400, say) said all there is to say.
        if (result.answered && !isRetryableStatus(result.status ?? 0)) return result;
        retryAfter ??= result.retryAfter;
      }
      const wait = retryDelayMs(round, retryAfter, Date.now());
      if (now() + wait >= deadlineAt) break;
      await pause(wait);
    }
    return seen.last ?? noAnswer;
  }

  function startProbing() {
    if (single || probeIntervalMs <= 0 || probes !== undefined || closed) return;
    probes = setInterval(() => {
      const at = now();
      urls.forEach((_, index) => {
        // Traffic keeps the busy ones sampled; only the idle ones cost a probe.
        if (at - ranking.lastSampledAt(index) < probeIntervalMs) return;
        attempt(index, PROBE_BODY, Math.min(deadlineMs, probeIntervalMs)).catch(() => undefined);
      });
    }, probeIntervalMs);
    probes.unref?.();
  }

  return {
    send(body) {
      startProbing();
      const deadlineAt = now() + deadlineMs;
      const seen: { last?: UpstreamResult } = {};
      return deadlines.race(failover(body, deadlineAt, seen), () => {
        const last = seen.last;
        if (last === undefined || last.ok) return noAnswer;
        return { ...last, reason: `no answer within the deadline (last: ${last.reason})` };
      });
    },
    order: () => ranking.order().map((index) => urls[index] as string),
    close() {
      closed = true;
      if (probes !== undefined) clearInterval(probes);
      probes = undefined;
      deadlines.close();
    },
  };
}

/** Settles with `work`, or `onTimeout()` after `ms`. */
function raceTimer<T>(work: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(onTimeout()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(onTimeout());
      },
    );
  });
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref?.());
}

/**
 * What logs may say about an upstream: its origin. A provider's API key
 * often sits in the path or query (`https://x.example/v2/<key>`).
 */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "an upstream";
  }
}
