import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { freePort } from "./support/anvil.js";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const repoDir = fileURLToPath(new URL("../../..", import.meta.url));

/** How `npm start` runs the server in development: TypeScript sources, workspace packages too. */
const FROM_SOURCES = ["--conditions=foyer-source", "--import", "tsx", "src/main.ts"];
/** How production runs it: `npm run build`'s output, workspace packages from their own builds. */
const FROM_BUILD = ["dist/main.js"];

function startMain(env: Record<string, string>, args = FROM_SOURCES): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: packageDir,
    env: { ...process.env, DATABASE_URL: "", FOYER_DATA_DIR: "memory://", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function collect(child: ChildProcess): { output: () => string; exit: Promise<number | null> } {
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { output: () => output, exit };
}

describe("main.ts", () => {
  it("prints one readable line for bad configuration and exits 1", async () => {
    const child = startMain({ PORT: "eighty" });
    const { output, exit } = collect(child);
    expect(await exit).toBe(1);
    expect(output().trim()).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535 (got "eighty")',
    );
  });

  it("migrates, seeds, serves and shuts down cleanly on SIGTERM", async () => {
    await servesAndStops(FROM_SOURCES);
  }, 60_000);

  it("runs the same from its built output, importing workspace packages from theirs", async () => {
    const build = spawnSync(
      "npm",
      [
        "run",
        "build",
        "-w",
        "@foyer/protocol",
        "-w",
        "@foyer/smart-account",
        "-w",
        "@foyer/server",
      ],
      {
        cwd: repoDir,
        encoding: "utf8",
      },
    );
    expect(build.status, build.stderr).toBe(0);
    await servesAndStops(FROM_BUILD);
  }, 180_000);
});

async function servesAndStops(args: string[]): Promise<void> {
  const port = await freePort();
  const child = startMain({ PORT: String(port), LOG_LEVEL: "info" }, args);
  const { output, exit } = collect(child);
  try {
    const deadline = Date.now() + 30_000;
    while (!output().includes("Foyer server listening on") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output()).toContain(`Foyer server listening on http://127.0.0.1:${port}`);
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await health.json()).toMatchObject({ status: "ok", db: "pglite" });
    const origins = await fetch(`http://127.0.0.1:${port}/projects/v1/origins?projectId=demo`);
    expect(await origins.json()).toEqual({
      allowedOrigins: ["http://localhost:5173", "http://127.0.0.1:5173"],
    });
    const wallets = await fetch(`http://127.0.0.1:${port}/getWallets?projectId=demo`);
    expect(await wallets.json()).toMatchObject({ count: 47 });
  } finally {
    child.kill("SIGTERM");
  }
  expect(await exit).toBe(0);
}
