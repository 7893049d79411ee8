import fc from "fast-check";
import { describe, it } from "vitest";
import { gateProperties } from "./gateFuzz.testutil.js";

/** Fixed, so a failure here fails the same way on every machine (bench/frameFuzz.mjs runs big). */
const SEED = 20_251_125;

describe("message gate and frame schemas under fast-check (seeded, 500 runs each)", () => {
  for (const [name, property] of gateProperties()) {
    it(name, () => {
      fc.assert(property as fc.IProperty<unknown[]>, { numRuns: 500, seed: SEED });
    });
  }
});
