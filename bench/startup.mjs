#!/usr/bin/env node
// Start-up benchmark (run on demand: `node bench/startup.mjs`): how long the
// devnet takes from saved state to its first RPC answer, and how long
// `npm start` takes until the whole local world answers. Prints medians.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./lib/stats.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.env.RUNS ?? 7);
/** Spawns a command and resolves with ms until a stdout line matches, then stops it. */
function timeUntil(command, args, options, pattern) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      ...options,
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let buffered = "";
    let elapsed;
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      buffered += chunk;
      if (elapsed === undefined && pattern.test(buffered)) {
        elapsed = performance.now() - started;
        process.kill(-child.pid, "SIGINT");
      }
    });
    child.once("exit", (code) =>
      elapsed === undefined
        ? reject(new Error(`${args.join(" ")} exited before it was ready (${code})`))
        : resolve(elapsed),
    );
  });
}

const tsNode = ["--conditions=foyer-source", "--import", "tsx"];
const devnet = [];
for (let i = 0; i < runs; i++) {
  devnet.push(
    await timeUntil(
      process.execPath,
      [...tsNode, "src/cli.ts", "--port", "18645"],
      { cwd: join(root, "apps/devnet") },
      /devnet ready at/,
    ),
  );
}
console.log(`devnet CLI → ready (saved state), median of ${runs}: ${median(devnet).toFixed(0)} ms`);

const world = [];
const worldRuns = Math.min(runs, 3);
for (let i = 0; i < worldRuns; i++) {
  world.push(
    await timeUntil(
      process.execPath,
      [join(root, "scripts/start.mjs")],
      {
        cwd: root,
        env: { ...process.env, DEVNET_PORT: "18646", PORT: "18787", DEMO_PORT: "18173" },
      },
      /local world is up/,
    ),
  );
}
console.log(
  `npm start → world up (devnet, server, demo), median of ${worldRuns}: ${median(world).toFixed(0)} ms`,
);
