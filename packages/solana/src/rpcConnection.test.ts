import { type CaipNetwork, type FetchLike, solanaNetwork } from "@foyer/core";
import { messages, RPC_TRANSPORT_CONFIG } from "@foyer/core/internal";
import type { Wallets } from "@wallet-standard/app";
import { describe, expect, it, vi } from "vitest";
import { createSolanaAdapter } from "./createSolanaAdapter.js";

const ADDRESS = "HHto4g3DfiX4bcWiZLciZ73M4GKQsb4owkiuyQkipxEE";
const PROXY = "http://127.0.0.1:9/v1/?chainId=solana%3Alocal&projectId=p";
const LOCALNET = "solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV";
const local: CaipNetwork = solanaNetwork({
  caipNetworkId: LOCALNET,
  name: "Foyer Solana Localnet",
  rpcUrl: PROXY,
});
const noWallets: Wallets = { get: () => [], on: () => () => {}, register: () => () => {} };

/** The provider's proxy as the chain RPC: refuses 'test' as it refuses any unknown method. */
function proxy() {
  const methods: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    expect(url).toBe(PROXY);
    const { id, method } = JSON.parse(init.body ?? "{}") as { id: unknown; method: string };
    methods.push(method);
    const body =
      method === "getBalance"
        ? // More lamports than a double holds exactly: the connection must keep them whole.
          `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"context":{"slot":7},"value":9007199254740993}}`
        : JSON.stringify({
            jsonrpc: "2.0",
            id,
            error: { code: -32601, message: "Method not found" },
          });
    return { ok: true, status: 200, headers: new Headers(), text: async () => body };
  };
  return { fetch, methods };
}

describe("the Solana adapter's chain RPC (behaviour §7: HTTP JSON-RPC, 'test' ping at open)", () => {
  it("pings the endpoint once when its connection opens, then sends the read", async () => {
    const server = proxy();
    const adapter = createSolanaAdapter({
      networks: [local],
      wallets: noWallets,
      fetch: server.fetch,
    });
    const first = await adapter.getBalance({ address: ADDRESS, caipNetwork: local });
    await adapter.getBalance({ address: ADDRESS, caipNetwork: local });
    expect(server.methods).toEqual(["test", "getBalance", "getBalance"]);
    expect(first).toEqual({ balance: "9007199.254740993", symbol: "SOL" });
  });

  it("skips the ping when disabled", async () => {
    const server = proxy();
    const adapter = createSolanaAdapter({
      networks: [local],
      wallets: noWallets,
      fetch: server.fetch,
      disableProviderPing: true,
    });
    await adapter.getBalance({ address: ADDRESS, caipNetwork: local });
    expect(server.methods).toEqual(["getBalance"]);
  });

  it("a network whose RPC URL is not http(s) fails with the spec's message", async () => {
    const ws = solanaNetwork({
      caipNetworkId: LOCALNET,
      name: "ws",
      rpcUrl: "ws://127.0.0.1:9",
    });
    const adapter = createSolanaAdapter({
      networks: [ws],
      wallets: noWallets,
      fetch: proxy().fetch,
    });
    await expect(adapter.getBalance({ address: ADDRESS, caipNetwork: ws })).rejects.toMatchObject({
      shortMessage: messages.urlNotHttp,
    });
  });

  /** A proxy that fails the first reads as `failures` says, then answers. */
  function flaky(failures: Array<number | "network">) {
    const server = proxy();
    const methods: string[] = [];
    const fetch: FetchLike = async (url, init) => {
      const { method } = JSON.parse(init.body ?? "{}") as { method: string };
      methods.push(method);
      const failure = method === "getBalance" ? failures.shift() : undefined;
      if (failure === "network") throw new TypeError("fetch failed");
      if (failure !== undefined) {
        return { ok: false, status: failure, headers: new Headers(), text: async () => "" };
      }
      return server.fetch(url, init);
    };
    return { fetch, methods };
  }

  it("tries a read again after a dropped connection or a 503, like the EVM chains", async () => {
    const server = flaky(["network", 503]);
    const adapter = createSolanaAdapter({
      networks: [local],
      wallets: noWallets,
      fetch: server.fetch,
      disableProviderPing: true,
    });
    expect(await adapter.getBalance({ address: ADDRESS, caipNetwork: local })).toEqual({
      balance: "9007199.254740993",
      symbol: "SOL",
    });
    expect(server.methods).toEqual(["getBalance", "getBalance", "getBalance"]);
  });

  it("waits as a 429's Retry-After says, and gives up when that wait would pass the deadline", async () => {
    const server = flaky([429]);
    const retryAfter = String(Math.ceil(RPC_TRANSPORT_CONFIG.timeoutMs / 1000) + 60);
    const adapter = createSolanaAdapter({
      networks: [local],
      wallets: noWallets,
      fetch: async (url, init) => {
        const response = await server.fetch(url, init);
        return response.ok
          ? response
          : { ...response, headers: new Headers({ "retry-after": retryAfter }) };
      },
      disableProviderPing: true,
    });
    await expect(adapter.getBalance({ address: ADDRESS, caipNetwork: local })).rejects.toThrow();
    expect(server.methods).toEqual(["getBalance"]);
  });

  it("fails a read whose endpoint never answers by the RPC deadline, retries included", async () => {
    vi.useFakeTimers();
    try {
      const methods: string[] = [];
      const adapter = createSolanaAdapter({
        networks: [local],
        wallets: noWallets,
        fetch: (_url, init) => {
          methods.push((JSON.parse(init.body ?? "{}") as { method: string }).method);
          return new Promise(() => {});
        },
        disableProviderPing: true,
      });
      const read = adapter.getBalance({ address: ADDRESS, caipNetwork: local });
      const outcome = read.then(
        () => "answered",
        (error: { code?: string }) => error.code,
      );
      await vi.advanceTimersByTimeAsync(RPC_TRANSPORT_CONFIG.timeoutMs);
      expect(await outcome).toBe("RPC_UNAVAILABLE");
      expect(methods).toEqual(["getBalance"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not try again after a refusal (400) the next try would get too", async () => {
    const server = flaky([400]);
    const adapter = createSolanaAdapter({
      networks: [local],
      wallets: noWallets,
      fetch: server.fetch,
      disableProviderPing: true,
    });
    await expect(adapter.getBalance({ address: ADDRESS, caipNetwork: local })).rejects.toThrow();
    expect(server.methods).toEqual(["getBalance"]);
  });
});
