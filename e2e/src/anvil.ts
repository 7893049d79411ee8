import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports.js";

const anvilBinary = join(
  dirname(fileURLToPath(import.meta.url)),
  "../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil",
);

/** A bare anvil chain (no contracts), for networks beyond the devnet. */
export interface Chain {
  chainId: number;
  rpcUrl: string;
  stop(): Promise<void>;
}

/** Starts an empty anvil with its own chain id on a free loopback port; resolves once it answers RPC. */
export async function startChain(chainId: number): Promise<Chain> {
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    anvilBinary,
    ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(chainId), "--silent"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = () => stopChild(child, exited);
  try {
    await waitForChainId(rpcUrl, chainId, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { chainId, rpcUrl, stop };
}

async function waitForChainId(rpcUrl: string, chainId: number, exited: Promise<void>) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`anvil for chain ${chainId} exited before answering`);
    try {
      const response = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      const { result } = (await response.json()) as { result?: string };
      if (result !== undefined && Number(result) === chainId) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`anvil for chain ${chainId} did not answer at ${rpcUrl} in 15 s`);
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  await exited;
}
