import { dexRouterAbi, foyerSampleAbi } from "@foyer/devnet";
import {
  type Address,
  createPublicClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  numberToHex,
  parseEther,
  parseUnits,
} from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { DEVNET_CHAIN_ID } from "../src/config.js";
import { simulateCalls } from "../src/preview/simulateCalls.js";
import { anvilSkipReason } from "./support/anvil.js";
import { pgliteDriver } from "./support/databases.js";
import { createDevnetApp, startDevnet } from "./support/devnet.js";
import { useServerApp } from "./support/serverApp.js";

/** An address that holds nothing on the devnet. */
const EMPTY = "0x000000000000000000000000000000000000dEaD";

interface Call {
  to: string;
  value?: string;
  data?: Hex;
}

describe.skipIf(anvilSkipReason !== undefined)(
  `POST /v1/transactions/preview against a started devnet${anvilSkipReason ? ` — skipped: ${anvilSkipReason}` : ""}`,
  () => {
    const world = useServerApp(pgliteDriver, {
      devnet: startDevnet,
      build: ({ database, devnet }) => createDevnetApp(database, devnet),
      project: {},
    });
    let user: Address;
    let other: Address;
    let usdc: Address;
    let foy: Address;
    let router: Address;
    let nft: Address;

    beforeAll(() => {
      const { contracts, accounts } = world.devnet.manifest;
      user = accounts[0]!.address;
      other = accounts[1]!.address;
      usdc = contracts.usdc.address;
      foy = contracts.foy.address;
      router = contracts.dexRouter.address;
      nft = contracts.nft.address;
    });

    const preview = async (calls: Call[], from: string = user, chainId = DEVNET_CHAIN_ID) => {
      const response = await world.app.inject({
        method: "POST",
        url: `/v1/transactions/preview?projectId=${world.projectId}`,
        payload: { chainId, from, calls },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const erc20 = (functionName: "transfer" | "approve", to: Address, amount: bigint): Hex =>
      encodeFunctionData({ abi: erc20Abi, functionName, args: [to, amount] });

    it("a transfer of ETH and one of USDC: the account loses both, as the calls say", async () => {
      const { status, body } = await preview([
        { to: other, value: numberToHex(parseEther("1.5")) },
        { to: usdc, data: erc20("transfer", other, parseUnits("5", 6)) },
      ]);
      expect(status).toBe(200);
      expect(body.calls).toEqual([
        {
          kind: "nativeTransfer",
          to: other,
          symbol: "ETH",
          decimals: 18,
          amount: parseEther("1.5").toString(),
        },
        {
          kind: "tokenTransfer",
          token: usdc,
          symbol: "USDC",
          decimals: 6,
          to: other,
          amount: "5000000",
        },
      ]);
      expect(body.simulation).toEqual({
        status: "success",
        method: "eth_simulateV1",
        changes: [
          { kind: "native", symbol: "ETH", decimals: 18, amount: `-${parseEther("1.5")}` },
          { kind: "erc20", token: usdc, symbol: "USDC", decimals: 6, amount: "-5000000" },
        ],
      });
    });

    it("an approval moves nothing; an unlimited one, or one above the balance, says how far it reaches", async () => {
      const unlimited = await preview([{ to: usdc, data: erc20("approve", router, maxUint256) }]);
      expect(unlimited.body.calls[0]).toMatchObject({
        kind: "tokenApproval",
        spender: router,
        amount: maxUint256.toString(),
        risk: "unlimited",
      });
      expect(unlimited.body.simulation).toMatchObject({ status: "success", changes: [] });

      const exact = await preview([
        { to: usdc, data: erc20("approve", router, parseUnits("10", 6)) },
      ]);
      expect(exact.body.calls[0].kind).toBe("tokenApproval");
      expect(exact.body.calls[0]).not.toHaveProperty("risk");

      const tooMuch = await preview(
        [{ to: usdc, data: erc20("approve", router, parseUnits("10", 6)) }],
        EMPTY,
      );
      expect(tooMuch.body.calls[0].risk).toBe("exceedsBalance");
    });

    it("a swap on the devnet router after its approval: USDC out, FOY in, both calls decoded", async () => {
      const amount = parseUnits("10", 6);
      const [, expected] = (await createPublicClient({
        transport: http(world.devnet.rpcUrl),
      }).readContract({
        address: router,
        abi: dexRouterAbi,
        functionName: "getAmountsOut",
        args: [amount, [usdc, foy]],
      })) as readonly bigint[];
      const swap = encodeFunctionData({
        abi: dexRouterAbi,
        functionName: "swapExactTokensForTokens",
        args: [amount, 1n, [usdc, foy], user, BigInt(Math.floor(Date.now() / 1000) + 600)],
      });
      const { body } = await preview([
        { to: usdc, data: erc20("approve", router, amount) },
        { to: router, data: swap },
      ]);
      expect(body.calls[1]).toEqual({
        kind: "swap",
        router,
        sell: { symbol: "USDC", decimals: 6, amount: amount.toString() },
        buyAtLeast: { symbol: "FOY", decimals: 18, amount: "1" },
      });
      expect(body.simulation.changes).toEqual([
        { kind: "erc20", token: usdc, symbol: "USDC", decimals: 6, amount: "-10000000" },
        { kind: "erc20", token: foy, symbol: "FOY", decimals: 18, amount: String(expected) },
      ]);
    });

    it("an NFT claimed comes in by its collection and token id", async () => {
      const { body } = await preview([
        { to: nft, data: encodeFunctionData({ abi: foyerSampleAbi, functionName: "claim" }) },
      ]);
      expect(body.calls[0]).toMatchObject({ kind: "unknown", to: nft });
      expect(body.simulation.status).toBe("success");
      expect(body.simulation.changes).toEqual([
        expect.objectContaining({ kind: "erc721", token: nft, amount: "1" }),
      ]);
      expect(body.simulation.changes[0].collection).not.toBe(nft);
    });

    it("a revert names the call and the chain's reason, and nothing else is claimed", async () => {
      const { status, body } = await preview(
        [
          { to: other, value: "0x0" },
          { to: usdc, data: erc20("transfer", other, parseUnits("1", 6)) },
        ],
        EMPTY,
      );
      expect(status).toBe(200);
      expect(body.simulation.status).toBe("reverted");
      expect(body.simulation.callIndex).toBe(1);
      expect(typeof body.simulation.reason).toBe("string");
    });

    it("refuses what it can't read: no calls, a bad address, a network it does not serve", async () => {
      const none = await preview([]);
      expect(none.status).toBe(400);
      expect(none.body.code).toBe("INVALID_CALLS");
      const badFrom = await preview([{ to: other }], "0x12");
      expect(badFrom.body.code).toBe("INVALID_ADDRESS");
      const elsewhere = await preview([{ to: other }], user, "eip155:999");
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.code).toBe("UNSUPPORTED_CHAIN");
    });

    describe("an upstream without eth_simulateV1", () => {
      const withoutSimulate = () =>
        createPublicClient({
          transport: custom({
            async request({ method, params }) {
              if (method === "eth_simulateV1") {
                throw Object.assign(new Error("Method not found"), { code: -32601 });
              }
              const response = await fetch(world.devnet.rpcUrl, {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
              });
              const answer = (await response.json()) as { result?: unknown; error?: unknown };
              if (answer.error) throw Object.assign(new Error("rpc error"), answer.error);
              return answer.result;
            },
          }),
        });

      it("traces a single call instead, with the same change", async () => {
        const result = await simulateCalls(withoutSimulate(), user, [
          { to: usdc, data: erc20("transfer", other, parseUnits("2", 6)) },
        ]);
        expect(result).toEqual({
          status: "success",
          method: "debug_traceCall",
          transfers: [
            {
              asset: { kind: "erc20", token: usdc },
              from: user,
              to: other,
              amount: parseUnits("2", 6),
            },
          ],
        });
      });

      it("says a batch can't be simulated", async () => {
        const result = await simulateCalls(withoutSimulate(), user, [
          { to: other, value: "0x1" },
          { to: other, value: "0x1" },
        ]);
        expect(result.status).toBe("unavailable");
      });
    });
  },
);
