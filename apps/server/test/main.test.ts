import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { freePort } from "./support/anvil.js";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url));

function startMain(env: Record<string, string>): ChildProcess {
  return spawn(tsx, ["src/main.ts"], {
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
    const port = await freePort();
    const child = startMain({ PORT: String(port), LOG_LEVEL: "info" });
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
  }, 60_000);
});
