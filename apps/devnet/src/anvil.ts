import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type SupervisedChild, spawnSupervised } from "./supervise.js";

export const DEVNET_CHAIN_ID = 31337;
export const DEVNET_HOST = "127.0.0.1";

/** npm package that carries the anvil binary for each `${platform}-${arch}`. */
const binaryPackages: Record<string, string> = {
  "linux-x64": "@foundry-rs/anvil-linux-amd64",
  "linux-arm64": "@foundry-rs/anvil-linux-arm64",
  "darwin-x64": "@foundry-rs/anvil-darwin-amd64",
  "darwin-arm64": "@foundry-rs/anvil-darwin-arm64",
  "win32-x64": "@foundry-rs/anvil-win32-amd64",
};

/**
 * The `@foundry-rs/anvil` wrapper relies on a postinstall script that npm 11 does not run, so we
 * locate the platform package's binary ourselves and fall back to an `anvil` on PATH.
 */
export function resolveAnvilBinary(): string {
  const pkg = binaryPackages[`${process.platform}-${process.arch}`];
  if (pkg) {
    try {
      const require = createRequire(import.meta.url);
      const dir = dirname(require.resolve(`${pkg}/package.json`));
      const binary = join(dir, "bin", process.platform === "win32" ? "anvil.exe" : "anvil");
      if (existsSync(binary)) return binary;
    } catch {
      // Optional dependency not installed for this platform: use PATH.
    }
  }
  return "anvil";
}

export interface AnvilOptions {
  /** 0 lets anvil pick a free port; the bound port is read from its startup banner. */
  port: number;
  /** Defaults to the devnet's 31337; other ids make extra, empty chains. */
  chainId?: number;
  loadState?: string;
  timeoutMs?: number;
}

export interface AnvilProcess {
  port: number;
  rpcUrl: string;
  stop(): Promise<void>;
}

function spawnAnvil(args: string[]): SupervisedChild {
  return spawnSupervised(resolveAnvilBinary(), args);
}

export async function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const args = ["--host", DEVNET_HOST, "--port", String(options.port)];
  const chainId = options.chainId ?? DEVNET_CHAIN_ID;
  args.push("--chain-id", String(chainId));
  if (options.loadState) args.push("--load-state", options.loadState);

  const { child, exited, stop } = spawnAnvil(args);

  try {
    const port = await waitForListening(child, options.timeoutMs ?? 15_000);
    const rpcUrl = `http://${DEVNET_HOST}:${port}`;
    await waitForRpc(rpcUrl, chainId, exited, options.timeoutMs ?? 15_000);
    return { port, rpcUrl, stop: () => stop() };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Resolves with the port from anvil's `Listening on 127.0.0.1:<port>` line. */
function waitForListening(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(
      () => fail(new Error(`anvil did not start in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onStdout = (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Listening on [\d.]+:(\d+)/.exec(stdout);
      if (!match?.[1]) return;
      cleanup();
      // Keep draining: anvil logs every request, and a full pipe would block it.
      child.stdout?.resume();
      resolve(Number(match[1]));
    };
    const onStderr = (chunk: Buffer) => {
      stderr += chunk.toString();
    };
    const onExit = (code: number | null) =>
      fail(new Error(`anvil exited with code ${code} before listening: ${stderr.trim()}`));
    const onError = (error: Error) => fail(new Error(`cannot run anvil: ${error.message}`));
    function cleanup() {
      clearTimeout(timer);
      child.stdout?.off("data", onStdout);
      child.off("exit", onExit);
      child.off("error", onError);
    }
    function fail(error: Error) {
      cleanup();
      reject(error);
    }
    child.stdout?.on("data", onStdout);
    child.stderr?.on("data", onStderr);
    child.once("exit", onExit);
    child.once("error", onError);
  });
}

async function waitForRpc(
  rpcUrl: string,
  chainId: number,
  exited: Promise<void>,
  timeoutMs: number,
) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      const body = (await response.json()) as { result?: string };
      if (body.result && Number(body.result) === chainId) return;
    } catch {
      // Not accepting connections yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(gone ? "anvil exited while starting" : `anvil at ${rpcUrl} did not answer`);
}
