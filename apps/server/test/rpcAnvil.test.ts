import { createPublicClient, http } from "viem";
import { describe, expect, it } from "vitest";
import { anvilSkipReason, startAnvil } from "./support/anvil.js";
import { createTestApp } from "./support/app.js";
import { pgliteDriver } from "./support/databases.js";
import { useServerApp } from "./support/serverApp.js";

describe.skipIf(anvilSkipReason !== undefined)(
  `JSON-RPC proxy against a real anvil${anvilSkipReason ? ` — skipped: ${anvilSkipReason}` : ""}`,
  () => {
    const world = useServerApp(pgliteDriver, {
      devnet: startAnvil,
      build: ({ database, devnet }) =>
        createTestApp(database, { env: { DEVNET_RPC_URL: devnet.url } }),
      project: {},
    });
    const rpcPath = () => `/v1/?chainId=eip155:31337&projectId=${world.projectId}`;

    function call(payload: unknown) {
      return world.app.inject({ method: "POST", url: rpcPath(), payload: JSON.stringify(payload) });
    }

    it("answers eth_chainId with the devnet's 31337", async () => {
      const response = await call({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x7a69" });
    });

    it("answers eth_blockNumber and a batch", async () => {
      const single = await call({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber" });
      expect(single.json().result).toMatch(/^0x[0-9a-f]+$/);

      const batch = await call([
        { jsonrpc: "2.0", id: 1, method: "eth_blockNumber" },
        { jsonrpc: "2.0", id: 2, method: "anvil_mine", params: ["0x5"] },
        { jsonrpc: "2.0", id: 3, method: "net_version" },
      ]);
      expect(batch.json()).toEqual([
        { jsonrpc: "2.0", id: 1, result: expect.stringMatching(/^0x[0-9a-f]+$/) },
        { jsonrpc: "2.0", id: 2, error: { code: -32601, message: "Method not found" } },
        { jsonrpc: "2.0", id: 3, result: "31337" },
      ]);
    });

    it("works as a viem http transport, batching included", async () => {
      const address = await world.app.listen({ host: "127.0.0.1", port: 0 });
      const client = createPublicClient({
        transport: http(`${address}${rpcPath()}`, { batch: true }),
      });
      const [chainId, blockNumber] = await Promise.all([
        client.getChainId(),
        client.getBlockNumber(),
      ]);
      expect(chainId).toBe(31337);
      expect(typeof blockNumber).toBe("bigint");
      await expect(client.request({ method: "evm_mine" } as never)).rejects.toThrow(/not found/i);
    });

    it("cannot mint or sign with anvil's unlocked accounts through the proxy", async () => {
      const [account] = (await call({ jsonrpc: "2.0", id: 1, method: "eth_accounts" })).json()
        .result as string[];
      const before = (
        await call({ jsonrpc: "2.0", id: 2, method: "eth_getBalance", params: [account, "latest"] })
      ).json().result;

      const mint = await call({
        jsonrpc: "2.0",
        id: 3,
        method: "anvil_setBalance",
        params: [account, "0xffffffffffffffffffffff"],
      });
      expect(mint.json().error.code).toBe(-32601);
      const send = await call({
        jsonrpc: "2.0",
        id: 4,
        method: "eth_sendTransaction",
        params: [{ from: account, to: account, value: "0x1" }],
      });
      expect(send.json().error.code).toBe(-32601);

      const after = (
        await call({ jsonrpc: "2.0", id: 5, method: "eth_getBalance", params: [account, "latest"] })
      ).json().result;
      expect(after).toBe(before);
    });
  },
);
