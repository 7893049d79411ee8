import { sql } from "drizzle-orm";
import type { Db } from "./database.js";

/**
 * Postgres' own autovacuum defaults (autovacuum_analyze_threshold 50,
 * autovacuum_analyze_scale_factor 0.1): statistics are refreshed once 50
 * rows plus a tenth of the table have changed since the last ANALYZE.
 */
export function analyzeDue(changedSinceAnalyze: number, rowsAtLastAnalyze: number): boolean {
  return changedSinceAnalyze >= 50 + 0.1 * Math.max(0, rowsAtLastAnalyze);
}

export interface TableStatistics {
  /** Counts inserted or deleted rows and runs ANALYZE when they add up (see `analyzeDue`). */
  changed(rows: number): Promise<void>;
}

/**
 * Keeps one table's planner statistics fresh where nothing else does.
 * PGlite runs Postgres in single-user mode, without the autovacuum daemon,
 * so a table the indexer fills is never analysed: the planner then assumes
 * one row per condition and picks plans that scan every transfer of an
 * account for each history page (26 ms a page at 6,000 rows instead of
 * 1.4 ms). On Postgres autovacuum does this job; don't use it there.
 */
export function createTableStatistics(db: Db, table: "chain_transfers"): TableStatistics {
  let rows = 0;
  let pending = 0;
  return {
    async changed(count) {
      pending += count;
      if (!analyzeDue(pending, rows)) return;
      // Counted before the statement: a failed ANALYZE is retried after the next changes.
      rows += pending;
      pending = 0;
      await db.execute(sql.raw(`analyze ${table}`));
    },
  };
}
