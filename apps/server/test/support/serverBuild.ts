import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoDir = fileURLToPath(new URL("../../../..", import.meta.url));

let built: { status: number | null; stderr: string } | undefined;

/**
 * `npm run build` of the server and the workspace packages it imports: what production runs
 * (`node dist/main.js`). Once per test process — the server's test files share one — so
 * every file that runs the build's output runs the same one.
 */
export function buildServerOnce(): { status: number | null; stderr: string } {
  built ??= spawnSync(
    "npm",
    ["run", "build", "-w", "@foyer/protocol", "-w", "@foyer/smart-account", "-w", "@foyer/server"],
    { cwd: repoDir, encoding: "utf8" },
  );
  return built;
}
