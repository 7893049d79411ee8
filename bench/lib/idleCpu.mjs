// The idle guard of the browser benchmarks: this machine's cores are shared, so
// a run starts only once the CPU has been mostly idle for a moment (or after a
// time limit, which the run then reports), and each run says how busy it was.
import { readFileSync } from "node:fs";

/** Busy and total jiffies of all CPUs, from /proc/stat (Linux). */
function cpuTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  const idle = values[3] + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** Share of the machine's CPU time that was busy over the next `ms` milliseconds (0–1). */
export async function busyShare(ms = 1000) {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total === 0 ? 0 : (after.busy - before.busy) / total;
}

/**
 * Waits until one second has been at most `maxBusy` busy (default 0.5: a core
 * free on two), checking each second for at most `timeoutMs`. Resolves with the
 * last second's busy share and whether the guard was met.
 */
export async function whenCpuIdle({ maxBusy = 0.5, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = await busyShare(1000);
    if (busy <= maxBusy) return { busy, met: true };
    if (Date.now() >= deadline) return { busy, met: false };
  }
}
