#!/usr/bin/env node
// The frame's message gate and the frame protocol's schemas under fast-check,
// big (run on demand: `node bench/frameFuzz.mjs`; RUNS per property, default
// 100000; SEED, default random and printed so a failure can be replayed).
// `npm test` runs the same properties seeded and small (apps/frame/test/gateFuzz.test.ts).
import { rerunUnderTsx } from "./lib/harness.mjs";

rerunUnderTsx(import.meta.url);

const fc = (await import("fast-check")).default;
const { gateProperties } = await import("../apps/frame/test/gateFuzz.testutil.ts");

const numRuns = Number(process.env.RUNS ?? 100_000);
const seed = Number(process.env.SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`frame fuzz: ${numRuns} runs per property, seed ${seed}`);
let failed = false;
for (const [name, property] of gateProperties()) {
  const started = performance.now();
  const result = fc.check(property, { numRuns, seed });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.failed) {
    failed = true;
    console.log(`FAIL ${name} after ${result.numRuns} runs (${seconds} s)`);
    console.log(`  counterexample: ${JSON.stringify(result.counterexample)}`);
  } else {
    console.log(`ok   ${name}: ${result.numRuns} runs, ${seconds} s`);
  }
}
process.exit(failed ? 1 : 0);
