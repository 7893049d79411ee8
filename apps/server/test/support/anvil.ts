import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const ANVIL_BIN = fileURLToPath(
  new URL("../../../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil", import.meta.url),
);

export const anvilSkipReason = existsSync(ANVIL_BIN)
  ? undefined
  : `anvil binary not found at ${ANVIL_BIN}`;

export interface Anvil {
  url: string;
  stop(): Promise<void>;
}

/** A plain anvil on a free local port, ready to answer when this resolves. */
export async function startAnvil(): Promise<Anvil> {
  const port = await freePort();
  const child = spawn(
    ANVIL_BIN,
    ["--host", "127.0.0.1", "--port", String(port), "--chain-id", "31337", "--silent"],
    { stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId" }),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("anvil did not start within 15 s");
}
