const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
  ["second", 1000],
];

/**
 * A span as `Intl.RelativeTimeFormat` takes it: the largest unit it fills at least once
 * (years of 365 days, months of 30), the count rounded, signed like the span (past is
 * negative). Spans under a second count in seconds.
 */
export function largestTimeUnit(deltaMs: number): {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
} {
  const [unit, length] = UNITS.find(([, ms]) => Math.abs(deltaMs) >= ms) ?? ["second", 1000];
  return { value: Math.round(deltaMs / length), unit };
}
