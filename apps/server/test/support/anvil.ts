import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { startChain } from "@foyer/devnet";

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

/** A plain anvil (chain 31337, no contracts) on a free local port, ready to answer when this resolves. */
export async function startAnvil(): Promise<Anvil> {
  const chain = await startChain(31337);
  return { url: chain.rpcUrl, stop: chain.stop };
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
