import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Address } from "viem";
import { DEVNET_HOST } from "../anvil.js";
import { ENTRY_POINT_V07_ADDRESS } from "../entryPoint.js";
import { type SupervisedChild, spawnSupervised } from "../supervise.js";
import { bundlerExecutor, bundlerUtility, privateKeyOf } from "./bundlerAccounts.js";

export interface StartBundlerOptions {
  /** The chain's JSON-RPC URL (the devnet's). */
  rpcUrl: string;
  /** 0 or omitted: a free port chosen by the OS. */
  port?: number;
  entryPoint?: Address;
  /** alto needs a few seconds to load on a busy machine; this bounds the wait. */
  timeoutMs?: number;
  /** Receives the bundler's warnings and errors; defaults to stderr. */
  log?: (line: string) => void;
}

export interface Bundler {
  /** ERC-4337 JSON-RPC endpoint, `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  entryPoint: Address;
  /** Stops alto and waits until it has exited (its port is free afterwards). */
  stop(): Promise<void>;
}

export class BundlerStartError extends Error {
  override name = "BundlerStartError";
}

const require = createRequire(import.meta.url);

/** The package exports only its library entry, so the CLI is found beside it. */
function altoCli(): string {
  const entry = require.resolve("@pimlico/alto");
  return join(dirname(dirname(entry)), "esm", "cli", "alto.js");
}

const loopbackPreload = fileURLToPath(new URL("./loopbackOnly.mjs", import.meta.url));

/** pino's numeric levels: 40 warn, 50 error, 60 fatal. */
const WARN = 40;

function altoArgs(options: StartBundlerOptions, entryPoint: Address): string[] {
  return [
    "--import",
    loopbackPreload,
    altoCli(),
    "--rpc-url",
    options.rpcUrl,
    "--entrypoints",
    entryPoint,
    "--executor-private-keys",
    privateKeyOf(bundlerExecutor),
    "--utility-private-key",
    privateKeyOf(bundlerUtility),
    "--port",
    String(options.port ?? 0),
    // Safe mode traces validation with geth's JS tracer, which anvil does not have.
    "--safe-mode",
    "false",
    "--json",
    "--log-level",
    "warn",
    // The rpc module's one info line is the one that says where it listens.
    "--rpc-log-level",
    "info",
  ];
}

/**
 * Starts Pimlico's alto, a full ERC-4337 bundler, against a chain that has the EntryPoint (the
 * devnet). It listens on 127.0.0.1 only: a preload pins every server in its process to
 * loopback, since alto itself always binds 0.0.0.0. Like anvil it runs supervised, so it never
 * outlives this process. The devnet's saved state already holds alto's simulation contracts,
 * so starting it sends no transaction.
 */
export async function startBundler(options: StartBundlerOptions): Promise<Bundler> {
  const entryPoint = options.entryPoint ?? ENTRY_POINT_V07_ADDRESS;
  const log = options.log ?? ((line: string) => console.error(line));
  const supervised = spawnSupervised(process.execPath, altoArgs(options, entryPoint));
  try {
    const port = await waitForListening(supervised, options.timeoutMs ?? 60_000, log);
    const url = `http://${DEVNET_HOST}:${port}`;
    await checkEntryPoint(url, entryPoint);
    return { url, port, entryPoint, stop: () => supervised.stop() };
  } catch (error) {
    await supervised.stop();
    throw error;
  }
}

interface AltoLine {
  level?: number;
  msg?: string;
  err?: { message?: string };
}

function parseLine(line: string): AltoLine | undefined {
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === "object" && parsed !== null ? (parsed as AltoLine) : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves with the port from alto's `Server listening at http://127.0.0.1:<port>` line. */
function waitForListening(
  { child }: SupervisedChild,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffered = "";
    let stderr = "";
    let settled = false;
    const timer = setTimeout(
      () => fail(new BundlerStartError(`bundler did not start in ${timeoutMs} ms`)),
      timeoutMs,
    );
    // Keeps reading for the process's whole life: a full pipe would block alto.
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      if (settled) log(`bundler: ${chunk.toString().trimEnd()}`);
    });
    child.once("exit", (code) =>
      fail(
        new BundlerStartError(`bundler exited with code ${code} while starting: ${stderr.trim()}`),
      ),
    );
    child.once("error", (error) =>
      fail(new BundlerStartError(`cannot run the bundler: ${error.message}`)),
    );

    function onLine(line: string) {
      const entry = parseLine(line);
      if (!entry) return;
      const listening = /^Server listening at http:\/\/([\d.]+):(\d+)$/.exec(entry.msg ?? "");
      if (listening?.[2] && !settled) {
        if (listening[1] !== DEVNET_HOST) {
          fail(new BundlerStartError(`bundler listens on ${listening[1]}, not ${DEVNET_HOST}`));
          return;
        }
        settled = true;
        clearTimeout(timer);
        resolve(Number(listening[2]));
        return;
      }
      if ((entry.level ?? 0) >= WARN) {
        log(`bundler: ${entry.msg ?? ""}${entry.err?.message ? `: ${entry.err.message}` : ""}`);
      }
    }
    function fail(error: Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error);
    }
  });
}

/** A bundler that serves another EntryPoint (or none) would fail every user operation later. */
async function checkEntryPoint(url: string, entryPoint: Address): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_supportedEntryPoints", params: [] }),
  });
  const body = (await response.json()) as { result?: string[] };
  const supported = (body.result ?? []).map((address) => address.toLowerCase());
  if (!supported.includes(entryPoint.toLowerCase())) {
    throw new BundlerStartError(`bundler at ${url} does not serve EntryPoint ${entryPoint}`);
  }
}
