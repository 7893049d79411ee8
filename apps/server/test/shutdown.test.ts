import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Anvil, anvilSkipReason, freePort, startAnvil } from "./support/anvil.js";
import { runServerScript } from "./support/serverProcess.js";

const SOLANA = "solana:gate";
const BALANCE = {
  jsonrpc: "2.0",
  id: 7,
  method: "getBalance",
  params: ["11111111111111111111111111111111"],
};

/**
 * A Solana upstream that answers everything at once except `getBalance`, which it holds
 * until the test releases it: a request the server has in flight for as long as the test
 * wants.
 */
interface Gate {
  url: string;
  /** Resolves when a held request has arrived. */
  arrived(): Promise<void>;
  release(): void;
  close(): Promise<void>;
}

async function startGate(): Promise<Gate> {
  const held: ServerResponse[] = [];
  let onArrival: (() => void) | undefined;
  const answer = (response: ServerResponse, id: unknown) =>
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ jsonrpc: "2.0", id, result: { context: { slot: 1 }, value: 42 } }));
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const payload = JSON.parse(body) as { id?: unknown; method?: string };
      if (payload.method !== "getBalance") return answer(response, payload.id);
      held.push(response);
      (response as ServerResponse & { id?: unknown }).id = payload.id;
      onArrival?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived: () =>
      new Promise<void>((resolve) => {
        if (held.length > 0) return resolve();
        onArrival = resolve;
      }),
    release() {
      for (const response of held.splice(0)) {
        answer(response, (response as ServerResponse & { id?: unknown }).id);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once nothing accepts connections at `url` any more. */
async function refused(url: string): Promise<void> {
  for (;;) {
    try {
      await fetch(url, { headers: { connection: "close" } });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(anvilSkipReason !== undefined)(
  `main.ts on SIGTERM${anvilSkipReason ? ` — skipped: ${anvilSkipReason}` : ""}`,
  () => {
    let anvil: Anvil;
    let gate: Gate;

    beforeAll(async () => {
      anvil = await startAnvil();
      gate = await startGate();
    });
    afterAll(async () => {
      await gate?.close();
      await anvil?.stop();
    });

    const start = async (env: Record<string, string>) => {
      const port = await freePort();
      const server = runServerScript("src/main.ts", {
        PORT: String(port),
        FOYER_DATA_DIR: "memory://",
        LOG_LEVEL: "info",
        DEVNET_RPC_URL: anvil.url,
        FOYER_NETWORKS: JSON.stringify({ [SOLANA]: { name: "Gate", rpcUrl: gate.url } }),
        ...env,
      });
      await server.waitFor("Foyer server listening on");
      const base = `http://127.0.0.1:${port}`;
      const held = fetch(`${base}/v1?chainId=${SOLANA}&projectId=demo`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(BALANCE),
      });
      // Settled either way, so a cut request is no unhandled rejection before the test reads it.
      const settled = held.then(
        async (response) => ({ status: response.status, body: await response.json() }),
        (error: unknown) => ({ error }),
      );
      await gate.arrived();
      return { server, base, settled };
    };

    it("drains: /ready says 503 while it still serves, then it stops accepting, finishes what is in flight and exits 0", async () => {
      const { server, base, settled } = await start({
        SHUTDOWN_DELAY_MS: "600000",
        SHUTDOWN_TIMEOUT_MS: "60000",
      });
      try {
        expect((await fetch(`${base}/ready`)).status).toBe(200);
        server.child.kill("SIGTERM");
        await server.waitFor("draining: /ready answers 503");
        const ready = await fetch(`${base}/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({
          status: "unready",
          checks: { draining: true },
          missing: ["draining: the server is shutting down"],
        });
        // Still serving through the delay, each answer closing its connection.
        const health = await fetch(`${base}/health`);
        expect(health.status).toBe(200);
        expect(health.headers.get("connection")).toBe("close");
        // A second signal cuts the delay short: no new connections, the held request goes on.
        server.child.kill("SIGTERM");
        await refused(`${base}/health`);
        gate.release();
        expect(await settled).toEqual({
          status: 200,
          body: { jsonrpc: "2.0", id: 7, result: { context: { slot: 1 }, value: 42 } },
        });
        expect(await server.exit).toBe(0);
        expect(server.output()).toContain('"outcome":"drained"');
      } finally {
        server.child.kill("SIGKILL");
      }
    }, 240_000);

    it("cuts what is still in flight at SHUTDOWN_TIMEOUT_MS, and still exits 0", async () => {
      const { server, settled } = await start({
        SHUTDOWN_DELAY_MS: "0",
        SHUTDOWN_TIMEOUT_MS: "300",
      });
      try {
        server.child.kill("SIGTERM");
        expect(await server.exit).toBe(0);
        expect(await settled).toMatchObject({ error: expect.any(Error) });
        expect(server.output()).toContain("shutdown bound reached");
        expect(server.output()).toContain('"outcome":"cut"');
      } finally {
        server.child.kill("SIGKILL");
        gate.release();
      }
    }, 240_000);
  },
);
