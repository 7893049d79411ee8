import { execFile, spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import { createServer } from "node:net";
import { networkInterfaces } from "node:os";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDevnetBuild, startDevnet } from "../src/index.js";
import { portIsFree, rpc } from "./support/localRpc.js";

const run = promisify(execFile);

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

beforeAll(async () => {
  await ensureDevnetBuild();
}, 300_000);

describe("startDevnet", () => {
  it("reuses the cached build from another process", async () => {
    const state = fileURLToPath(new URL("../build/state.json", import.meta.url));
    const before = (await stat(state)).mtimeMs;
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
    });
    expect(stdout).toContain("up to date");
    expect((await stat(state)).mtimeMs).toBe(before);
  }, 30_000);

  it("starts from saved state quickly and stop() frees the port", async () => {
    const started = performance.now();
    const devnet = await startDevnet();
    const elapsed = performance.now() - started;
    console.info(`devnet ready from saved state in ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(5_000);
    expect(devnet.rpcUrl).toBe(`http://127.0.0.1:${devnet.port}`);
    expect(await rpc(devnet.rpcUrl, "eth_chainId")).toBe("0x7a69");
    expect(await portIsFree(devnet.port)).toBe(false);

    await devnet.stop();
    expect(await portIsFree(devnet.port)).toBe(true);
    await expect(rpc(devnet.rpcUrl, "eth_chainId")).rejects.toThrow();
  });

  it("runs two independent devnets at once", async () => {
    const [a, b] = await Promise.all([startDevnet(), startDevnet()]);
    try {
      expect(a.port).not.toBe(b.port);
      // Mining a block on one must not touch the other.
      await rpc(a.rpcUrl, "evm_mine");
      const blockA = Number(await rpc(a.rpcUrl, "eth_blockNumber"));
      const blockB = Number(await rpc(b.rpcUrl, "eth_blockNumber"));
      expect(blockA).toBe(a.manifest.startBlock + 1);
      expect(blockB).toBe(b.manifest.startBlock);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("starts a second devnet under its own chain id with the same tokens and balances", async () => {
    const second = await startDevnet({ chainId: 31338 });
    try {
      expect(second.chainId).toBe(31338);
      expect(await rpc(second.rpcUrl, "eth_chainId")).toBe("0x7a6a");
      const { usdc } = second.manifest.contracts;
      const account = second.manifest.accounts[0]?.address ?? "";
      // balanceOf(account 0): the seeded USDC is there, on this chain's own ledger.
      const balanceOf = `0x70a08231${account.slice(2).toLowerCase().padStart(64, "0")}`;
      const balance = await rpc(second.rpcUrl, "eth_call", [
        { to: usdc.address, data: balanceOf },
        "latest",
      ]);
      expect(BigInt(balance as string)).toBeGreaterThan(0n);
    } finally {
      await second.stop();
    }
  });

  it("listens on a requested port, on loopback only", async () => {
    const port = await freePort();
    const devnet = await startDevnet({ port });
    try {
      expect(devnet.port).toBe(port);
      expect(await rpc(`http://127.0.0.1:${port}`, "eth_chainId")).toBe("0x7a69");
      const external = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === "IPv4" && !address.internal);
      if (external) {
        await expect(rpc(`http://${external.address}:${port}`, "eth_chainId")).rejects.toThrow();
      }
    } finally {
      await devnet.stop();
    }
  });

  it("refuses any host but loopback, even from untyped callers", async () => {
    const host = "0.0.0.0" as "127.0.0.1";
    await expect(startDevnet({ host })).rejects.toThrow(/only listens on 127.0.0.1/);
  });

  it("does not outlive a parent that is killed with SIGKILL", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "test/fixtures/startAndHang.ts"], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const match = /port=(\d+)/.exec(output);
          if (match?.[1]) resolve(Number(match[1]));
        });
        child.once("exit", () => reject(new Error(`fixture exited early: ${output}`)));
      });
      expect(await portIsFree(port)).toBe(false);
      child.kill("SIGKILL");
      const deadline = Date.now() + 5_000;
      while (!(await portIsFree(port)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await portIsFree(port)).toBe(true);
    } finally {
      child.kill("SIGKILL");
    }
  }, 30_000);

  it("fails clearly when the port is taken", async () => {
    const devnet = await startDevnet();
    try {
      await expect(startDevnet({ port: devnet.port })).rejects.toThrow(/anvil/);
    } finally {
      await devnet.stop();
    }
  });
});
