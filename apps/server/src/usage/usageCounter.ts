import type { UsageKind } from "@foyer/protocol";
import type { Db } from "../db/database.js";
import { addUsage, type UsageRow } from "./usageStore.js";

/** What request handlers see of usage counting: one call, no I/O, no promise. */
export interface UsageRecorder {
  /** Counts `n` (default 1) of `kind` under `key` for the project, in the current hour. */
  count(projectId: string, kind: UsageKind, key: string, n?: number): void;
}

/** The counter itself: the recorder, plus what the app's lifecycle drives. */
export interface UsageCounter extends UsageRecorder {
  /** Adds everything counted so far to Postgres (also runs every flush interval). */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  close(): Promise<void>;
}

export interface UsageCounterOptions {
  db: Db;
  flushIntervalMs: number;
  now?: () => number;
  log?: { warn(fields: Record<string, unknown>, message: string): void };
  /**
   * Distinct keys kept per project, kind and hour; further keys count under `other`, so a
   * client inventing method names (`eth_x1`, `eth_x2`, …) can't grow memory or the table.
   */
  maxKeys?: number;
}

/** A recorder that counts nothing (usage counting off). */
export const NO_USAGE: UsageRecorder = { count() {} };

const HOUR_MS = 3_600_000;
/** Rows kept for the next flush while the database is down; past this the oldest go. */
const MAX_PENDING_ROWS = 100_000;

/** project → kind → key → count, for one hour. */
type HourCounts = Map<string, Map<string, Map<string, number>>>;

/**
 * Usage counted in memory and added to Postgres once per interval. A request costs a few map
 * lookups; each flush is one multi-row upsert (`count = count + excluded.count`), so any
 * number of instances add up into the same rows, and a busy RPC proxy writes a row per key
 * per interval, not per request.
 */
export function createUsageCounter(options: UsageCounterOptions): UsageCounter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 200;
  /** Closed hours waiting for the flush, and the hour being counted. */
  const closed: { bucketStart: number; counts: HourCounts }[] = [];
  let bucketStart = hourOf(now());
  let counts: HourCounts = new Map();
  /** Rows a failed flush keeps for the next one. */
  let retry: UsageRow[] = [];
  let flushing: Promise<void> | undefined;

  function rotate(at: number): void {
    if (counts.size > 0) closed.push({ bucketStart, counts });
    bucketStart = hourOf(at);
    counts = new Map();
  }

  function count(projectId: string, kind: UsageKind, key: string, n = 1): void {
    const at = now();
    if (at >= bucketStart + HOUR_MS || at < bucketStart) rotate(at);
    let kinds = counts.get(projectId);
    if (kinds === undefined) {
      kinds = new Map();
      counts.set(projectId, kinds);
    }
    let keys = kinds.get(kind);
    if (keys === undefined) {
      keys = new Map();
      kinds.set(kind, keys);
    }
    const current = keys.get(key);
    if (current !== undefined) keys.set(key, current + n);
    else if (keys.size < maxKeys) keys.set(key, n);
    else keys.set("other", (keys.get("other") ?? 0) + n);
  }

  /**
   * Everything counted, as rows, each (project, hour, kind, key) once: one upsert may not
   * touch a row twice, and rows kept from a failed flush may meet new counts of their hour.
   */
  function take(): UsageRow[] {
    const hours = [...closed, { bucketStart, counts }];
    closed.length = 0;
    counts = new Map();
    const merged = new Map<string, UsageRow>();
    const add = (row: UsageRow) => {
      const id = `${row.projectId}\n${row.bucketStart.getTime()}\n${row.kind}\n${row.key}`;
      const known = merged.get(id);
      if (known === undefined) merged.set(id, row);
      else known.count += row.count;
    };
    for (const row of retry) add(row);
    retry = [];
    for (const hour of hours) {
      const start = new Date(hour.bucketStart);
      for (const [projectId, kinds] of hour.counts) {
        for (const [kind, keys] of kinds) {
          for (const [key, n] of keys) add({ projectId, bucketStart: start, kind, key, count: n });
        }
      }
    }
    return [...merged.values()];
  }

  async function flushOnce(): Promise<void> {
    const rows = take();
    if (rows.length === 0) return;
    try {
      await addUsage(options.db, rows);
    } catch (error) {
      // Kept for the next flush: a database blip loses no counts, a long outage the oldest.
      retry = [...rows, ...retry].slice(-MAX_PENDING_ROWS);
      options.log?.warn({ err: error, rows: rows.length }, "usage flush failed; retrying");
    }
  }

  function flush(): Promise<void> {
    // One flush at a time: two would upsert the same rows in two transactions at once.
    const run = (flushing ?? Promise.resolve()).then(flushOnce);
    flushing = run.finally(() => {
      if (flushing === run) flushing = undefined;
    });
    return run;
  }

  const timer = setInterval(() => void flush(), options.flushIntervalMs);
  timer.unref();

  return {
    count,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

function hourOf(ms: number): number {
  return ms - (ms % HOUR_MS);
}
