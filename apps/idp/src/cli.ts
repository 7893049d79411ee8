/**
 * Runs the local identity providers and Farcaster auth relay in the foreground:
 * `tsx src/cli.ts [--port 8788] [--farcaster-client <test wallet URL>]`.
 * Port 0 picks a free one; the ready line prints the actual URL.
 */
import { parseArgs } from "node:util";
import { startIdp } from "./idp.js";

const DEFAULT_PORT = 8788;

function readPort(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be an integer in 0..65535, got "${raw}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: "string" }, "farcaster-client": { type: "string" } },
  });
  const farcasterClientUrl = values["farcaster-client"];
  const idp = await startIdp({
    port: readPort(values.port),
    ...(farcasterClientUrl ? { farcasterClientUrl } : {}),
    log: (line) => console.error(`[idp] ${line}`),
  });
  console.log(`identity providers ready at ${idp.url}`);
  const shutdown = () => {
    idp.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
