import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Devnet,
  ENTRY_POINT_V07_ADDRESS,
  ensureDevnetBuild,
  startBundler,
  startDevnet,
} from "../src/index.js";
import { portIsFree, rpc } from "./support/localRpc.js";

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
