import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports.js";

/** The anvil binary the devnet app depends on (shipped inside an npm package). */
const ANVIL = fileURLToPath(
  new URL("../../../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil", import.meta.url),
);

export interface Anvil {
  rpcUrl: string;
  stop(): Promise<void>;
}

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startAnvil(chainId = 31337): Promise<Anvil> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    ANVIL,
    ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(chainId), "--silent"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (!(await answers(rpcUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`anvil did not start on ${rpcUrl}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    rpcUrl,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
