import { dexRouterAbi } from "@foyer/devnet";
import { SWAPS_NETWORK_UNSUPPORTED } from "@foyer/protocol";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { DEVNET_CHAIN_ID } from "../src/config.js";
import { anvilSkipReason } from "./support/anvil.js";
import { pgliteDriver } from "./support/databases.js";
import { createDevnetApp, devnetConfig, startDevnet } from "./support/devnet.js";
import { useServerApp } from "./support/serverApp.js";

const NATIVE = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";
const EMPTY = "0x000000000000000000000000000000000000dEaD";
/** A network the server serves (its RPC is the devnet's) that is not a swap chain. */
const OTHER_CHAIN = "eip155:31338";

interface WireTx {
  from: string;
  to: string;
  data: Hex;
  value: string;
  gas?: string;
}

describe.skipIf(anvilSkipReason !== undefined)(
  `swap API against a started devnet${anvilSkipReason ? ` — skipped: ${anvilSkipReason}` : ""}`,
  () => {
    const world = useServerApp(pgliteDriver, {
      devnet: startDevnet,
      build: ({ database, devnet }) =>
        createDevnetApp(database, devnet, {
          env: {
            FOYER_NETWORKS: JSON.stringify({
              [OTHER_CHAIN]: { name: "Not a swap chain", rpcUrl: devnet.rpcUrl },
            }),
          },
        }),
      project: {},
    });
    let chain: PublicClient;
    let router: Address;
    let usdc: Address;
    let foy: Address;
    let weth: Address;
    const caip = (address: string) => `${DEVNET_CHAIN_ID}:${address}`;

    beforeAll(() => {
      chain = createPublicClient({ chain: foundry, transport: http(world.devnet.rpcUrl) });
      const { contracts } = world.devnet.manifest;
      router = contracts.dexRouter.address;
      usdc = contracts.usdc.address;
      foy = contracts.foy.address;
      weth = contracts.weth.address;
    });

    const account = (index: number) => {
      const entry = world.devnet.manifest.accounts[index];
      if (entry === undefined) throw new Error(`no dev account ${index}`);
      return privateKeyToAccount(entry.privateKey);
    };
    const get = (path: string, query: Record<string, string>) =>
      world.app.inject({
        method: "GET",
        url: path,
        query: { ...query, projectId: world.projectId },
      });
    const buildTransaction = (payload: unknown) =>
      world.app.inject({
        method: "POST",
        url: `/v1/convert/build-transaction?projectId=${world.projectId}`,
        payload: payload as Record<string, unknown>,
      });
    const balanceOf = (token: Address, owner: Address) =>
      chain.readContract({
        address: token,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [owner],
      });
    const amountsOut = (amount: bigint, path: Address[]) =>
      chain.readContract({
        address: router,
        abi: dexRouterAbi,
        functionName: "getAmountsOut",
        args: [amount, path],
      });
    /** Sends a built transaction as the wallet would, with the server's gas when it gave one. */
    async function send(index: number, tx: WireTx) {
      const wallet = createWalletClient({
        account: account(index),
        chain: foundry,
        transport: http(world.devnet.rpcUrl),
      });
      const hash = await wallet.sendTransaction({
        to: tx.to.split(":")[2] as Address,
        data: tx.data,
        value: BigInt(tx.value),
        ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
      });
      return chain.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    }

    describe("GET /v1/convert/tokens", () => {
      it("lists the native coin first, then the devnet's tokens, with icons from the token image route", async () => {
        const response = await get("/v1/convert/tokens", { chainId: DEVNET_CHAIN_ID });
        expect(response.statusCode).toBe(200);
        const { tokens } = response.json() as {
          tokens: { symbol: string; address: string; decimals: number; logoUri: string }[];
        };
        expect(tokens.map((token) => token.symbol)).toEqual(["ETH", "USDC", "FOY", "WETH"]);
        expect(tokens[0]).toMatchObject({ address: caip(NATIVE), decimals: 18 });
        expect(tokens[1]).toMatchObject({ address: caip(usdc), decimals: 6 });
        expect(tokens[1]?.logoUri).toMatch(
          new RegExp(`/public/getTokenImage/USDC\\?projectId=${world.projectId}$`),
        );
      });

      it.each([
        ["an unknown network", "eip155:5"],
        ["a served network that is not a swap chain", OTHER_CHAIN],
        ["a swap chain the server has no DEX for", "eip155:1"],
      ])("refuses %s with 'Network not supported for Swaps'", async (_name, chainId) => {
        const response = await get("/v1/convert/tokens", { chainId });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: "UNSUPPORTED_CHAIN",
          message: `${SWAPS_NETWORK_UNSUPPORTED}: ${chainId}`,
        });
      });

      it("is behind the project guard", async () => {
        const response = await world.app.inject({
          method: "GET",
          url: `/v1/convert/tokens?chainId=${DEVNET_CHAIN_ID}`,
        });
        expect(response.statusCode).toBe(401);
      });
    });

    describe("GET /v1/convert/quotes", () => {
      const user = () => caip(account(2).address);

      it("quotes 1 ETH → USDC as the router pays it, with impact, fee and network fee", async () => {
        const response = await get("/v1/convert/quotes", {
          amount: parseEther("1").toString(),
          userAddress: user(),
          from: caip(NATIVE),
          to: caip(usdc),
          gasPrice: "2000000000",
        });
        expect(response.statusCode).toBe(200);
        const [quote] = (response.json() as { quotes: Record<string, unknown>[] }).quotes;
        const [, expected] = await amountsOut(parseEther("1"), [weth, usdc]);
        expect(quote).toEqual({
          fromAmount: parseEther("1").toString(),
          fromAccount: caip(NATIVE),
          toAmount: expected?.toString(),
          toAccount: caip(usdc),
          route: [caip(weth), caip(usdc)],
          priceImpact: "0.10",
          feePercent: "0.30",
          gas: expect.stringMatching(/^\d+$/),
          networkFee: (BigInt(quote?.gas as string) * 2_000_000_000n).toString(),
        });
      });

      it("takes the route paying most for USDC → FOY, and that is what the router pays", async () => {
        const amount = parseUnits("100", 6);
        const response = await get("/v1/convert/quotes", {
          amount: amount.toString(),
          userAddress: user(),
          from: caip(usdc),
          to: caip(foy),
        });
        expect(response.statusCode).toBe(200);
        const [quote] = (response.json() as { quotes: { toAmount: string; route: string[] }[] })
          .quotes;
        const direct = (await amountsOut(amount, [usdc, foy]))[1] ?? 0n;
        const viaWeth = (await amountsOut(amount, [usdc, weth, foy]))[2] ?? 0n;
        expect(BigInt(quote?.toAmount ?? "0")).toBe(direct > viaWeth ? direct : viaWeth);
        expect(quote?.route).toEqual(
          direct > viaWeth ? [caip(usdc), caip(foy)] : [caip(usdc), caip(weth), caip(foy)],
        );
        expect(quote).not.toHaveProperty("networkFee");
      });

      it("wraps ETH → WETH one to one, with no fee or impact", async () => {
        const response = await get("/v1/convert/quotes", {
          amount: "1000",
          userAddress: user(),
          from: caip(NATIVE),
          to: caip(weth),
        });
        expect(response.json()).toMatchObject({
          quotes: [
            { fromAmount: "1000", toAmount: "1000", priceImpact: "0.00", feePercent: "0.00" },
          ],
        });
      });

      const valid = () => ({
        amount: "1000000",
        userAddress: user(),
        from: caip(usdc),
        to: caip(foy),
      });
      it.each([
        ["a zero amount", { amount: "0" }, "INVALID_AMOUNT", /amount must be above 0/],
        ["a decimal amount", { amount: "1.5" }, "INVALID_AMOUNT", /whole number/],
        [
          "a bad user address",
          { userAddress: "eip155:31337:0x12" },
          "INVALID_ADDRESS",
          /userAddress/,
        ],
        ["a non-EVM token", { from: "solana:abc:xyz" }, "INVALID_ADDRESS", /not an EVM CAIP-10/],
        ["a plain address", { to: foyPlain() }, "INVALID_ADDRESS", /not a CAIP-10 address/],
        ["a bad gas price", { gasPrice: "-1" }, "INVALID_GAS_PRICE", /gasPrice/],
        ["the same token twice", { to: "USDC" }, "SAME_TOKEN", /same token/],
        ["a token it does not list", { to: caipOf(EMPTY) }, "UNKNOWN_TOKEN", /is not a token/],
        [
          "tokens on two networks",
          { to: `${OTHER_CHAIN}:${EMPTY}` },
          "CHAIN_MISMATCH",
          /one network/,
        ],
        [
          "an amount that buys nothing",
          { from: caipOf(NATIVE), to: "USDC", amount: "1" },
          "AMOUNT_TOO_SMALL",
          /buys no USDC/,
        ],
        [
          "a network without swaps",
          {
            from: `${OTHER_CHAIN}:${NATIVE}`,
            to: `${OTHER_CHAIN}:${EMPTY}`,
            userAddress: `${OTHER_CHAIN}:${EMPTY}`,
          },
          "UNSUPPORTED_CHAIN",
          /Network not supported for Swaps/,
        ],
      ])("refuses %s with 400", async (_name, change, code, message) => {
        const query: Record<string, string> = { ...valid(), ...change };
        if (query.to === "USDC") query.to = caip(usdc);
        const response = await get("/v1/convert/quotes", query);
        expect(response.statusCode).toBe(400);
        const body = response.json() as { code: string; message: string };
        expect(body.code).toBe(code);
        expect(body.message).toMatch(message);
      });

      it("refuses a missing parameter with 400 naming it", async () => {
        const { amount: _dropped, ...rest } = valid();
        const response = await get("/v1/convert/quotes", rest);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: "INVALID_AMOUNT" });
      });

      function foyPlain() {
        return foy;
      }
      function caipOf(address: string) {
        return caip(address);
      }
    });

    it("answers NO_ROUTE for a listed token no pool trades", async () => {
      const base = devnetConfig(world.devnet);
      const network = base.networks[DEVNET_CHAIN_ID];
      if (network === undefined) throw new Error("no devnet network");
      // The NFT contract stands in for a token nobody has made a pool for.
      const lonely = world.devnet.manifest.contracts.nft.address;
      const config = {
        ...base,
        networks: {
          ...base.networks,
          [DEVNET_CHAIN_ID]: {
            ...network,
            tokens: [
              ...(network.tokens ?? []),
              { address: lonely, name: "Lonely", symbol: "LONE", decimals: 18 },
            ],
          },
        },
      };
      const lonelyApp = await buildApp({ config, database: await pgliteDriver.open() });
      try {
        const response = await lonelyApp.inject({
          method: "GET",
          url: "/v1/convert/quotes",
          query: {
            projectId: world.projectId,
            amount: "1000000",
            userAddress: caip(account(2).address),
            from: caip(usdc),
            to: caip(lonely),
          },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: "NO_ROUTE",
          message: `No pool with liquidity trades USDC for LONE on ${DEVNET_CHAIN_ID}`,
        });
      } finally {
        await lonelyApp.close();
      }
    });

    describe("swapping through the built transactions", () => {
      it("ETH → USDC: the built swap pays the quoted USDC, at least the 1 % minimum", async () => {
        const me = account(3).address;
        const amount = parseEther("0.5");
        const response = await buildTransaction({
          amount: amount.toString(),
          eip155: { slippage: "1" },
          projectId: world.projectId,
          from: caip(NATIVE),
          to: caip(usdc),
          userAddress: caip(me),
          disableEstimate: false,
        });
        expect(response.statusCode).toBe(200);
        const { tx, quote } = response.json() as {
          tx: WireTx;
          quote: { toAmount: string; toAmountMin: string; route: string[] };
        };
        expect(tx).toMatchObject({ from: caip(me), to: caip(router), value: amount.toString() });
        expect(BigInt(tx.gas ?? "0")).toBeGreaterThan(21_000n);
        expect(BigInt(quote.toAmountMin)).toBe((BigInt(quote.toAmount) * 9_900n) / 10_000n);
        const decoded = decodeFunctionData({ abi: dexRouterAbi, data: tx.data });
        expect(decoded.functionName).toBe("swapExactETHForTokens");
        expect(decoded.args?.[0]).toBe(BigInt(quote.toAmountMin));
        expect(decoded.args?.[1]).toEqual([weth, usdc]);
        expect(decoded.args?.[2]).toBe(me);

        const before = await balanceOf(usdc, me);
        const receipt = await send(3, tx);
        expect(receipt.status).toBe("success");
        // Nobody traded in between, so the pool paid exactly the quote.
        expect((await balanceOf(usdc, me)) - before).toBe(BigInt(quote.toAmount));
      });

      it("USDC → FOY: allowance 0, so the estimate refuses; approve exactly, then the swap goes through", async () => {
        const me = account(4).address;
        const amount = parseUnits("250", 6);
        const body = {
          amount: amount.toString(),
          eip155: { slippage: "1" },
          projectId: world.projectId,
          from: caip(usdc),
          to: caip(foy),
          userAddress: caip(me),
        };
        const allowance = await get("/v1/convert/allowance", {
          tokenAddress: caip(usdc),
          userAddress: caip(me),
        });
        expect(allowance.json()).toEqual({ allowance: "0" });

        const refused = await buildTransaction({ ...body, disableEstimate: false });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: "INSUFFICIENT_ALLOWANCE" });
        // Without the estimate it builds (the preview shows it while the approval is pending).
        const unestimated = await buildTransaction({ ...body, disableEstimate: true });
        expect(unestimated.statusCode).toBe(200);
        expect((unestimated.json() as { tx: WireTx }).tx.gas).toBeUndefined();

        const approve = await get("/v1/convert/build-approve", {
          userAddress: caip(me),
          from: caip(usdc),
          to: caip(foy),
          amount: amount.toString(),
        });
        expect(approve.statusCode).toBe(200);
        const approveTx = (approve.json() as { tx: WireTx }).tx;
        expect(approveTx).toMatchObject({ from: caip(me), to: caip(usdc), value: "0" });
        expect(decodeFunctionData({ abi: erc20Abi, data: approveTx.data })).toEqual({
          functionName: "approve",
          args: [router, amount],
        });
        expect((await send(4, approveTx)).status).toBe("success");
        const after = await get("/v1/convert/allowance", {
          tokenAddress: caip(usdc),
          userAddress: caip(me),
        });
        expect(after.json()).toEqual({ allowance: amount.toString() });

        const built = await buildTransaction({ ...body, disableEstimate: false });
        expect(built.statusCode).toBe(200);
        const { tx, quote } = built.json() as { tx: WireTx; quote: { toAmount: string } };
        const foyBefore = await balanceOf(foy, me);
        const usdcBefore = await balanceOf(usdc, me);
        expect((await send(4, tx)).status).toBe("success");
        expect((await balanceOf(foy, me)) - foyBefore).toBe(BigInt(quote.toAmount));
        expect(usdcBefore - (await balanceOf(usdc, me))).toBe(amount);
      });

      it("builds a live deadline on a chain whose clock runs ahead of its last block", async () => {
        // As a devnet loaded from an old saved state, or one moved ahead: the next block is an
        // hour later than the latest, which a deadline from the latest block alone misses.
        await fetch(world.devnet.rpcUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            jsonrpc: "2.0",
            id: 1,
            method: "evm_increaseTime",
            params: [3600],
          }),
        });
        const response = await buildTransaction({
          amount: parseEther("0.1").toString(),
          from: caip(NATIVE),
          to: caip(usdc),
          userAddress: caip(account(5).address),
        });
        expect(response.statusCode).toBe(200);
        expect((await send(5, (response.json() as { tx: WireTx }).tx)).status).toBe("success");
      });

      it("a quote gone stale past the slippage reverts on-chain and trades nothing", async () => {
        const me = account(6).address;
        const response = await buildTransaction({
          amount: parseEther("1").toString(),
          eip155: { slippage: "1" },
          from: caip(NATIVE),
          to: caip(usdc),
          userAddress: caip(me),
        });
        const { tx } = response.json() as { tx: WireTx };
        // Someone sells 30 ETH first: the price falls about 6 %, well past 1 %.
        const whale = await buildTransaction({
          amount: parseEther("30").toString(),
          from: caip(NATIVE),
          to: caip(usdc),
          userAddress: caip(account(7).address),
        });
        expect((await send(7, (whale.json() as { tx: WireTx }).tx)).status).toBe("success");
        const before = await balanceOf(usdc, me);
        const receipt = await send(6, tx);
        expect(receipt.status).toBe("reverted");
        expect(await balanceOf(usdc, me)).toBe(before);
      });

      it("refuses a swap larger than the balance, and one from an account without ETH for gas", async () => {
        const tooMuch = await buildTransaction({
          amount: parseUnits("100001", 6).toString(),
          from: caip(usdc),
          to: caip(foy),
          userAddress: caip(account(8).address),
        });
        expect(tooMuch.statusCode).toBe(400);
        expect(tooMuch.json()).toMatchObject({ code: "INSUFFICIENT_BALANCE" });
        const empty = await buildTransaction({
          amount: parseEther("0.001").toString(),
          from: caip(NATIVE),
          to: caip(usdc),
          userAddress: caip(EMPTY),
        });
        expect(empty.statusCode).toBe(400);
        expect(empty.json()).toMatchObject({ code: "INSUFFICIENT_BALANCE" });
      });

      it("unwraps WETH → ETH through WETH itself", async () => {
        const me = account(8).address;
        const wrap = await buildTransaction({
          amount: parseEther("1").toString(),
          from: caip(NATIVE),
          to: caip(weth),
          userAddress: caip(me),
        });
        expect((await send(8, (wrap.json() as { tx: WireTx }).tx)).status).toBe("success");
        expect(await balanceOf(weth, me)).toBe(parseEther("1"));
        const unwrap = await buildTransaction({
          amount: parseEther("1").toString(),
          from: caip(weth),
          to: caip(NATIVE),
          userAddress: caip(me),
        });
        expect(unwrap.statusCode).toBe(200);
        const { tx } = unwrap.json() as { tx: WireTx };
        expect(tx.to).toBe(caip(weth));
        expect((await send(8, tx)).status).toBe("success");
        expect(await balanceOf(weth, me)).toBe(0n);
      });
    });

    describe("refusals of the build and approve routes", () => {
      const valid = () => ({
        amount: "1000000",
        from: caip(usdc),
        to: caip(foy),
        userAddress: caip(account(2).address),
      });
      it.each([
        ["a body that is not an object", "42", "INVALID_REQUEST"],
        ["a slippage that is not a number", { eip155: { slippage: "abc" } }, "INVALID_SLIPPAGE"],
        ["a slippage over 50 %", { eip155: { slippage: "80" } }, "INVALID_SLIPPAGE"],
        ["a slippage of 0", { eip155: { slippage: "0" } }, "INVALID_SLIPPAGE"],
        ["a non-boolean disableEstimate", { disableEstimate: "yes" }, "INVALID_REQUEST"],
        ["a missing amount", { amount: undefined }, "INVALID_AMOUNT"],
        ["a user on another network", { userAddress: `${OTHER_CHAIN}:${EMPTY}` }, "CHAIN_MISMATCH"],
      ])("build-transaction refuses %s with 400", async (_name, change, code) => {
        const payload = typeof change === "string" ? change : { ...valid(), ...change };
        const response = await world.app.inject({
          method: "POST",
          url: `/v1/convert/build-transaction?projectId=${world.projectId}`,
          headers: { "content-type": "application/json" },
          payload: typeof payload === "string" ? payload : JSON.stringify(payload),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code, error: "Bad Request" });
      });

      it("build-approve refuses the native coin and answers an unlimited approval without amount", async () => {
        const native = await get("/v1/convert/build-approve", {
          userAddress: caip(EMPTY),
          from: caip(NATIVE),
          to: caip(usdc),
        });
        expect(native.statusCode).toBe(400);
        expect(native.json()).toMatchObject({
          message: "ETH is the native coin: it needs no approval",
        });
        const unlimited = await get("/v1/convert/build-approve", {
          userAddress: caip(EMPTY),
          from: caip(foy),
          to: caip(usdc),
        });
        const { tx } = unlimited.json() as { tx: WireTx };
        expect(decodeFunctionData({ abi: erc20Abi, data: tx.data }).args).toEqual([
          router,
          maxUint256,
        ]);
      });

      it("allowance of the native coin is unlimited; refusals name the field", async () => {
        const native = await get("/v1/convert/allowance", {
          tokenAddress: caip(NATIVE),
          userAddress: caip(EMPTY),
        });
        expect(native.json()).toEqual({ allowance: maxUint256.toString() });
        const bad = await get("/v1/convert/allowance", {
          tokenAddress: "USDC",
          userAddress: caip(EMPTY),
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({
          code: "INVALID_ADDRESS",
          message: expect.stringMatching(/^tokenAddress: /),
        });
        const other = await get("/v1/convert/allowance", {
          tokenAddress: `${OTHER_CHAIN}:${usdc}`,
          userAddress: `${OTHER_CHAIN}:${EMPTY}`,
        });
        expect(other.statusCode).toBe(400);
        expect(other.json()).toMatchObject({ code: "UNSUPPORTED_CHAIN" });
      });
    });
  },
);
