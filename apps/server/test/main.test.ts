import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { freePort } from "./support/anvil.js";
import { buildServerOnce } from "./support/serverBuild.js";

const packageDir = fileURLToPath(new URL("..", import.meta.url));

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

/** Waits for `text`; the bound only keeps a hung start from outliving the test's own timeout. */
async function waitForOutput(output: () => string, text: string): Promise<void> {
  const deadline = Date.now() + 80_000;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function lockHolder(dataDir: string): { pid: number; startedAt: string } {
  return JSON.parse(readFileSync(`${dataDir}.lock`, "utf8"));
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

  it("refuses to start a second server on a data folder that one already uses", async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), "foyer-main-")), "pglite");
    const first = startMain({
      PORT: String(await freePort()),
      FOYER_DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    });
    const running = collect(first);
    try {
      await waitForOutput(running.output, "Foyer server listening on");
      const holder = lockHolder(dataDir);
      const second = startMain({ PORT: String(await freePort()), FOYER_DATA_DIR: dataDir });
      const refused = collect(second);
      expect(await refused.exit).toBe(1);
      expect(refused.output().trim()).toBe(
        `Refusing to start: FOYER_DATA_DIR ${dataDir} is in use by process ${holder.pid} on ${hostname()} ` +
          `(since ${holder.startedAt}). Stop that server, or give this one its own folder ` +
          `(FOYER_DATA_DIR=…). If no such process exists, delete ${dataDir}.lock.`,
      );
    } finally {
      first.kill("SIGTERM");
    }
    expect(await running.exit).toBe(0);
    // The lock goes with the server: the folder opens again.
    const third = startMain({
      PORT: String(await freePort()),
      FOYER_DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    });
    const reopened = collect(third);
    try {
      await waitForOutput(reopened.output, "Foyer server listening on");
    } finally {
      third.kill("SIGTERM");
    }
    expect(await reopened.exit).toBe(0);
    await rm(dirname(dataDir), { recursive: true, force: true });
  }, 90_000);

  it("migrates, seeds, serves and shuts down cleanly on SIGTERM", async () => {
    await servesAndStops(FROM_SOURCES);
  }, 90_000);

  it("runs the same from its built output, importing workspace packages from theirs", async () => {
    const build = buildServerOnce();
    expect(build.status, build.stderr).toBe(0);
    await servesAndStops(FROM_BUILD);
  }, 180_000);
});

async function servesAndStops(args: string[]): Promise<void> {
  const port = await freePort();
  const child = startMain({ PORT: String(port), LOG_LEVEL: "info" }, args);
  const { output, exit } = collect(child);
  try {
    await waitForOutput(output, "Foyer server listening on");
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
