// How the benchmarks report a series of timings: median, min, max and every run.

export const sorted = (values) => [...values].sort((a, b) => a - b);

export const median = (values) => sorted(values)[Math.floor(values.length / 2)];

/** "median 1685 ms (min 1663, max 1754; runs 1663, 1685, …)". */
export const summary = (values) =>
  `median ${median(values).toFixed(0)} ms (min ${sorted(values)[0].toFixed(0)}, max ${sorted(values)
    .at(-1)
    .toFixed(0)}; runs ${values.map((v) => v.toFixed(0)).join(", ")})`;
