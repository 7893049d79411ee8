import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
let child: ChildProcess | undefined;

/** Collects stdout until `pattern` shows up. */
function waitForOutput(proc: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in: ${out}`)), 15_000);
    proc.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      const match = out.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
  });
}

afterEach(() => {
  if (child?.exitCode === null) child.kill("SIGKILL");
});

describe("cli", () => {
  it("prints the ready line, serves, and exits cleanly on SIGTERM", async () => {
    child = spawn(
      process.execPath,
      ["--conditions=foyer-source", "--import", "tsx", cli, "--port", "0"],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const [, port] = await waitForOutput(child, /relay ready at ws:\/\/127\.0\.0\.1:(\d+)\n/);
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child?.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 20_000);
});
