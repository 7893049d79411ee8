import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const ANVIL = fileURLToPath(
  new URL("../../../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil", import.meta.url),
);

export interface PlainAnvil {
  rpcUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** An empty anvil with its own chain id: a chain the test wallet does not know yet. */
export async function startPlainAnvil(chainId: number): Promise<PlainAnvil> {
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    ANVIL,
    ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(chainId), "--silent"],
    { stdio: "ignore" },
  );
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await once(child, "exit");
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const response = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      if (response.ok) return { rpcUrl, stop };
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        await stop();
        throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
