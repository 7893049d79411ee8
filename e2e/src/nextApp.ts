import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");
const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** Runs a node script to its end; rejects with its output when it fails. */
function run(args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: nextEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${args.join(" ")} failed (${code}):\n${Buffer.concat(output)}`)),
    );
  });
}

/** Builds apps/next as `npm start` does (skipped while the build matches the sources). */
export function buildNextExample(): Promise<void> {
  return run([join(repoRoot, "scripts/buildNext.mjs")], repoRoot);
}

export interface NextExample {
  url: string;
  stop(): Promise<void>;
}

/** `next start` on a free loopback port, on the world's chains; the test injects its own wallet. */
export async function startNextExample(chains: {
  devnetRpcUrl: string;
  devnet2RpcUrl: string;
}): Promise<NextExample> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(repoRoot, "node_modules/next/dist/bin/next"),
      "start",
      "-H",
      "127.0.0.1",
      "-p",
      String(port),
    ],
    {
      cwd: join(repoRoot, "apps/next"),
      env: {
        ...nextEnv,
        FOYER_DEVNET_RPC_URL: chains.devnetRpcUrl,
        FOYER_DEVNET2_RPC_URL: chains.devnet2RpcUrl,
        FOYER_TEST_WALLET: "0",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error("next start did not answer within 30 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
