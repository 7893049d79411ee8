import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseOptions } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm run lint` runs dependency-cruiser with the repository's rules. These tests run the
 * same rules over a small tree that breaks each of them, so a rule that stopped matching
 * (a typo in a path pattern) fails here instead of passing everything silently.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const config = createRequire(import.meta.url)(join(root, ".dependency-cruiser.cjs"));

function options(baseDir: string): ICruiseOptions {
  return {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsConfig: undefined,
    enhancedResolveOptions: { extensions: [".ts"] },
  };
}

async function violations(baseDir: string): Promise<string[]> {
  const result = await cruise(["packages", "apps"], options(baseDir));
  if (typeof result.output === "string") throw new Error("expected a cruise result");
  return result.output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
}

const scratch = mkdtempSync(join(tmpdir(), "foyer-house-rules-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(join(scratch, path)), { recursive: true });
  writeFileSync(join(scratch, path), text);
}

describe("the house rules (dependency-cruiser in npm run lint)", () => {
  it("refuses a cycle (type-only included), a package importing an app, and an upward import", async () => {
    write("packages/core/src/a.ts", 'import type { B } from "./b";\nexport type A = B[];\n');
    write("packages/core/src/b.ts", 'import type { A } from "./a";\nexport type B = { a: A };\n');
    write(
      "packages/core/src/c.ts",
      'import { demo } from "../../../apps/demo/src/demo";\nexport const c = demo;\n',
    );
    write("apps/demo/src/demo.ts", "export const demo = 1;\n");
    write("packages/evm/src/e.ts", "export const e = 1;\n");
    write("packages/react/src/r.ts", 'import { e } from "../../evm/src/e";\nexport const r = e;\n');
    write("packages/core/src/ok.ts", 'import { demo } from "./okLeaf";\nexport const ok = demo;\n');
    write("packages/core/src/okLeaf.ts", "export const demo = 2;\n");
    const found = await violations(scratch);
    expect(found).toEqual(
      expect.arrayContaining([
        "no-circular: packages/core/src/a.ts → packages/core/src/b.ts",
        "no-package-imports-an-app: packages/core/src/c.ts → apps/demo/src/demo.ts",
        "react-imports-only-below: packages/react/src/r.ts → packages/evm/src/e.ts",
      ]),
    );
    expect(found.some((line) => line.includes("ok.ts"))).toBe(false);
  });
});
