import type { AdminUsageRow, UsageBucket, UsageKind } from "@foyer/protocol";

/** Counts over time, one line per label, ready to plot: times in seconds (uPlot's unit). */
export interface UsageSeries {
  times: number[];
  /** What the chart draws: the largest labels, the rest summed as "other". */
  lines: UsageLine[];
  /** Every label on its own, largest first: what the table lists, so nothing hides in "other". */
  all: UsageLine[];
}

export interface UsageLine {
  label: string;
  values: number[];
  total: number;
}

const BUCKET_MS: Record<UsageBucket, number> = { hour: 3_600_000, day: 86_400_000 };

/**
 * One kind's counts per bucket from `from` to `to` (every bucket present, empty ones as 0),
 * grouped by `labelOf(key)` (RPC keys by method, say), the `top` largest as their own lines
 * and the rest summed as "other".
 */
export function usageSeries(
  rows: readonly AdminUsageRow[],
  options: {
    kind: UsageKind;
    bucket: UsageBucket;
    from: string;
    to: string;
    labelOf?(key: string): string;
    top?: number;
  },
): UsageSeries {
  const size = BUCKET_MS[options.bucket];
  const start = Date.parse(options.from);
  const end = Date.parse(options.to);
  const times: number[] = [];
  for (let at = start; at < end; at += size) times.push(at / 1000);
  const index = new Map(times.map((time, i) => [time * 1000, i]));
  const byLabel = new Map<string, number[]>();
  for (const row of rows) {
    if (row.kind !== options.kind) continue;
    const slot = index.get(Date.parse(row.start));
    if (slot === undefined) continue;
    const label = options.labelOf?.(row.key) ?? row.key;
    let values = byLabel.get(label);
    if (values === undefined) {
      values = times.map(() => 0);
      byLabel.set(label, values);
    }
    values[slot] = (values[slot] ?? 0) + row.count;
  }
  const ranked = [...byLabel.entries()]
    .map(([label, values]) => ({ label, values, total: values.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  const top = options.top ?? 6;
  if (ranked.length <= top) return { times, lines: ranked, all: ranked };
  const rest = ranked.slice(top);
  const other = times.map((_, i) => rest.reduce((sum, line) => sum + (line.values[i] ?? 0), 0));
  return {
    times,
    lines: [
      ...ranked.slice(0, top),
      { label: "other", values: other, total: other.reduce((a, b) => a + b, 0) },
    ],
    all: ranked,
  };
}

/** Each key's total over the rows of one kind, largest first. */
export function usageTotals(
  rows: readonly AdminUsageRow[],
  kind: UsageKind,
): { key: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === kind) totals.set(row.key, (totals.get(row.key) ?? 0) + row.count);
  }
  return [...totals.entries()]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}
