import {
  RPC_FALLBACK_RANKING,
  RPC_RETRY_STATUSES,
  RPC_TRANSPORT_CONFIG,
  rpcRetryDelay,
} from "@foyer/protocol";
import { raceTimer } from "../lib/timers.js";
import type { RpcTransport, UpstreamResult } from "../rpc/upstream.js";
import { createDeadlineQueue } from "./deadlineQueue.js";
import { createUpstreamRanking } from "./ranking.js";

/**
 * The upstreams of one network behind one call: `send` answers within the
 * deadline, whatever they do — trying them best-ranked first, moving on
 * from one that fails or hangs, and going round again (honouring
 * Retry-After) while time is left.
 */
export interface UpstreamPool {
  /** `methodClass` labels the call in metrics (see rpc/methodClass.ts); default "api". */
  send(body: string, methodClass?: string): Promise<UpstreamResult>;
  /** The upstreams' URLs, best-ranked first. */
  order(): readonly string[];
  /** Each upstream as metrics show it, in configured order. */
  status(): UpstreamStatus[];
  /**
   * Whether any upstream answers: yes at once if one did within `freshMs`, else all are probed
   * together, each given `timeoutMs` (concurrent callers share the probe).
   */
  answering(freshMs: number, timeoutMs: number): Promise<boolean>;
  close(): void;
}

/** One upstream call as metrics see it: never its URL's path or query (a key may sit there). */
export interface UpstreamAttempt {
  network: string;
  /** The upstream's origin, `#2`, `#3`… added when several share one. */
  upstream: string;
  methodClass: string;
  /** `refused`: it answered with an HTTP error; `unreachable`: no answer at all. */
  outcome: "ok" | "refused" | "unreachable";
  seconds: number;
}

export type UpstreamObserver = (attempt: UpstreamAttempt) => void;

export interface UpstreamStatus {
  upstream: string;
  /** behaviour §9's ranking score (0 … 1). */
  score: number;
  /** 0 for the one asked first. */
  rank: number;
  /** Its last call's outcome; undefined before it carried any. */
  up: boolean | undefined;
}

export interface UpstreamPoolOptions {
  urls: readonly string[];
  transport: RpcTransport;
  /** The whole call, every upstream and retry included. */
  deadlineMs: number;
  /** Milliseconds, monotonic; tests may drive it. */
  now?: () => number;
  /** The wall clock in Unix milliseconds, against which a `Retry-After` date is read. */
  wallNow?: () => number;
  /** How often upstreams that carried no traffic are probed (default behaviour §9's 4 s); 0 = never. */
  probeIntervalMs?: number;
  /** The network's CAIP-2 id (or `bundler:<id>`), for the observer. */
  network?: string;
  /** Told of every upstream call as it ends (metrics). */
  observer?: UpstreamObserver;
}

/**
 * Whether an upstream's HTTP answer sends the call on to the next upstream,
 * or round again (behaviour §8: 403, 408, 413, 429, 500, 502, 503, 504).
 */
export function isRetryableStatus(status: number): boolean {
  return RPC_RETRY_STATUSES.includes(status);
}

/** Before an upstream has answered anything: how long until the next is asked too. */
const HEDGE_UNKNOWN_MS = 1_000;
/** Never sooner than this: a duplicate call costs the upstreams, and a cold connection takes a while. */
const HEDGE_MIN_MS = 250;
/** Times an upstream's usual answer time it gets before the next is asked too. */
const HEDGE_FACTOR = 4;

/** A cheap call every node answers; any HTTP 2xx counts as up (behaviour §7's ping is "test"). */
const PROBE_BODY = '{"jsonrpc":"2.0","id":0,"method":"net_listening","params":[]}';

export function createUpstreamPool(options: UpstreamPoolOptions): UpstreamPool {
  const { urls, transport, deadlineMs } = options;
  const now = options.now ?? (() => performance.now());
  const wallNow = options.wallNow ?? (() => Date.now());
  const single = urls.length === 1;
  // The browser transport's figures (behaviour §9), from the one place both sides read them.
  const ranking = createUpstreamRanking(urls.length, {
    sampleCount: RPC_FALLBACK_RANKING.sampleCount,
    weights: RPC_FALLBACK_RANKING.weights,
  });
  const deadlines = createDeadlineQueue(deadlineMs, now);
  const probeIntervalMs = options.probeIntervalMs ?? RPC_FALLBACK_RANKING.intervalMs;
  let probes: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  const labels = upstreamLabels(urls);
  const network = options.network ?? "unknown";
  /** Per upstream: did its last call find it up, and when it last did (monotonic ms). */
  const lastUp: (boolean | undefined)[] = urls.map(() => undefined);
  const upAt: number[] = urls.map(() => Number.NEGATIVE_INFINITY);
  let probing: Promise<boolean> | undefined;

  const noAnswer: UpstreamResult = {
    ok: false,
    reason: "no answer within the deadline",
    answered: false,
  };

  /**
   * One attempt, given at most `budgetMs` (the time left). Its sample goes
   * to the ranking when it ends — or sooner, through `outrun`, when another
   * upstream answered first.
   */
  function attempt(
    index: number,
    body: string,
    budgetMs: number,
    methodClass: string,
  ): { result: Promise<UpstreamResult>; outrun(): void } {
    const url = urls[index] as string;
    const started = now();
    let sampled = single;
    const sample = (ok: boolean) => {
      if (sampled) return;
      sampled = true;
      ranking.record(index, { ok, latencyMs: now() - started }, now());
    };
    const sent = transport.post(url, body, budgetMs);
    const result = (single ? sent : raceTimer(sent, budgetMs, () => noAnswer)).then((outcome) => {
      // An answered refusal that is not a retry status (a 400, say) still shows the node is up.
      const up =
        outcome.ok || (outcome.answered === true && !isRetryableStatus(outcome.status ?? 0));
      sample(up);
      const ended = now();
      lastUp[index] = up;
      if (up) upAt[index] = ended;
      options.observer?.({
        network,
        upstream: labels[index] as string,
        methodClass,
        outcome: outcome.ok ? "ok" : outcome.answered === true ? "refused" : "unreachable",
        seconds: (ended - started) / 1000,
      });
      return outcome.ok ? outcome : { ...outcome, reason: `${originOf(url)}: ${outcome.reason}` };
    });
    // Slower than another upstream by more than its patience: that counts against it now.
    return { result, outrun: () => sample(false) };
  }

  /** One call; `seen.last` is its latest failure, which the deadline reports if it strikes. */
  async function failover(
    body: string,
    deadlineAt: number,
    seen: { last?: UpstreamResult },
    methodClass: string,
  ): Promise<UpstreamResult> {
    for (let round = 0; round <= RPC_TRANSPORT_CONFIG.retryCount; round++) {
      const outcome = await oneRound(body, deadlineAt, seen, methodClass);
      if (outcome.done !== undefined) return outcome.done;
      const wait = rpcRetryDelay(round, outcome.retryAfter, wallNow());
      if (now() + wait >= deadlineAt) break;
      await pause(wait);
    }
    return seen.last ?? noAnswer;
  }

  /**
   * Asks the upstreams best-ranked first. One that fails hands over at once;
   * one that is slow gets company: after a few times its usual answer time
   * the next is asked too, and the first good answer wins (the slow one is
   * not cut off — it may still be first). `done` is the answer, or undefined
   * when every upstream failed in a way worth another round.
   */
  async function oneRound(
    body: string,
    deadlineAt: number,
    seen: { last?: UpstreamResult },
    methodClass: string,
  ): Promise<{ done?: UpstreamResult; retryAfter?: string }> {
    const order = ranking.order();
    const pending = new Map<number, Promise<{ position: number; result: UpstreamResult }>>();
    const outrun = new Map<number, () => void>();
    let retryAfter: string | undefined;
    let position = 0;
    for (;;) {
      const remaining = deadlineAt - now();
      if (remaining <= 0) return { done: seen.last ?? noAnswer };
      if (position < order.length) {
        const index = order[position] as number;
        const mine = position;
        const started = attempt(index, body, remaining, methodClass);
        pending.set(
          mine,
          started.result.then((result) => ({ position: mine, result })),
        );
        outrun.set(mine, started.outrun);
        position++;
      }
      if (pending.size === 0) return { retryAfter };
      const waiting = [...pending.values()];
      // Only while another upstream is left to ask: how long the newest one may take alone.
      const newest = order[position - 1] as number;
      const hedge = position < order.length ? timer(hedgeAfter(newest, remaining)) : undefined;
      const winner = await Promise.race(hedge === undefined ? waiting : [...waiting, hedge.fired]);
      hedge?.cancel();
      if (winner === undefined) continue; // slow: ask the next one as well
      pending.delete(winner.position);
      const { result } = winner;
      if (result.ok) {
        for (const slower of pending.keys()) outrun.get(slower)?.();
        return { done: result };
      }
      seen.last = result;
      // An upstream that answered something else (a 400, say) said all there is to say.
      if (result.answered && !isRetryableStatus(result.status ?? 0)) return { done: result };
      retryAfter ??= result.retryAfter;
    }
  }

  /** How long `index` may take before the next upstream is asked too. */
  function hedgeAfter(index: number, remaining: number): number {
    const typical = ranking.typicalLatencyMs(index);
    const patience = typical === undefined ? HEDGE_UNKNOWN_MS : typical * HEDGE_FACTOR;
    return Math.min(remaining / 2, Math.max(HEDGE_MIN_MS, patience));
  }

  function startProbing() {
    if (single || probeIntervalMs <= 0 || probes !== undefined || closed) return;
    probes = setInterval(() => {
      const at = now();
      urls.forEach((_, index) => {
        // Traffic keeps the busy ones sampled; only the idle ones cost a probe.
        if (at - ranking.lastSampledAt(index) < probeIntervalMs) return;
        attempt(index, PROBE_BODY, Math.min(deadlineMs, probeIntervalMs), "probe").result.catch(
          () => undefined,
        );
      });
    }, probeIntervalMs);
    probes.unref?.();
  }

  /** Every upstream asked at once; true as soon as one is found up. */
  async function probeAll(timeoutMs: number): Promise<boolean> {
    const probes = urls.map((_, index) =>
      attempt(index, PROBE_BODY, timeoutMs, "probe").result.then(() => lastUp[index] === true),
    );
    return new Promise((resolve) => {
      let left = probes.length;
      for (const probe of probes) {
        void probe.then((up) => {
          left -= 1;
          if (up || left === 0) resolve(up);
        });
      }
    });
  }

  return {
    send(body, methodClass = "api") {
      startProbing();
      const deadlineAt = now() + deadlineMs;
      const seen: { last?: UpstreamResult } = {};
      return deadlines.race(failover(body, deadlineAt, seen, methodClass), () => {
        const last = seen.last;
        if (last === undefined || last.ok) return noAnswer;
        return { ...last, reason: `no answer within the deadline (last: ${last.reason})` };
      });
    },
    order: () => ranking.order().map((index) => urls[index] as string),
    status() {
      const scores = ranking.scores();
      const order = ranking.order();
      return urls.map((_, index) => ({
        upstream: labels[index] as string,
        score: scores[index] ?? 0,
        rank: order.indexOf(index),
        up: lastUp[index],
      }));
    },
    answering(freshMs, timeoutMs) {
      const at = now();
      if (upAt.some((time) => at - time <= freshMs)) return Promise.resolve(true);
      probing ??= probeAll(timeoutMs).finally(() => {
        probing = undefined;
      });
      return probing;
    },
    close() {
      closed = true;
      if (probes !== undefined) clearInterval(probes);
      probes = undefined;
      deadlines.close();
    },
  };
}

/** A timer whose `fired` resolves (to undefined) after `ms`, unless cancelled first. */
function timer(ms: number): { fired: Promise<undefined>; cancel(): void } {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const fired = new Promise<undefined>((resolve) => {
    handle = setTimeout(() => resolve(undefined), ms);
  });
  return { fired, cancel: () => clearTimeout(handle) };
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref?.());
}

/** Each URL's origin, numbered (`#2`, `#3`) when several share one: bounded, key-free labels. */
export function upstreamLabels(urls: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const origin = originOf(url);
    const count = (seen.get(origin) ?? 0) + 1;
    seen.set(origin, count);
    return count === 1 ? origin : `${origin}#${count}`;
  });
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
