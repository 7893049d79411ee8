import { createServer } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Devnet,
  ENTRY_POINT_V07_ADDRESS,
  ensureDevnetBuild,
  startBundler,
  startDevnet,
} from "../src/index.js";

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    signal: AbortSignal.timeout(2_000),
  });
  const body = (await response.json()) as { result?: unknown };
  return body.result;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

let devnet: Devnet;

beforeAll(async () => {
  await ensureDevnetBuild();
  devnet = await startDevnet();
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

describe("startBundler", () => {
  it("serves EntryPoint v0.7 for the devnet on loopback only, and stop() frees its port", async () => {
    const bundler = await startBundler({ rpcUrl: devnet.rpcUrl });
    try {
      expect(bundler.url).toBe(`http://127.0.0.1:${bundler.port}`);
      expect(await rpc(bundler.url, "eth_chainId")).toBe("0x7a69");
      expect(await rpc(bundler.url, "eth_supportedEntryPoints")).toEqual([ENTRY_POINT_V07_ADDRESS]);
      // alto asks for 0.0.0.0; the preload must have pinned it to loopback.
      const external = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === "IPv4" && !address.internal);
      if (external) {
        await expect(
          rpc(`http://${external.address}:${bundler.port}`, "eth_chainId"),
        ).rejects.toThrow();
      }
      // Its simulation contracts are in the saved state: starting it sent no transaction.
      expect(Number(await rpc(devnet.rpcUrl, "eth_blockNumber"))).toBe(devnet.manifest.startBlock);
    } finally {
      await bundler.stop();
    }
    expect(await portIsFree(bundler.port)).toBe(true);
  }, 90_000);

  it("fails clearly when its port is taken", async () => {
    const first = await startBundler({ rpcUrl: devnet.rpcUrl });
    try {
      await expect(startBundler({ rpcUrl: devnet.rpcUrl, port: first.port })).rejects.toThrow(
        /bundler exited/,
      );
    } finally {
      await first.stop();
    }
  }, 90_000);
});
