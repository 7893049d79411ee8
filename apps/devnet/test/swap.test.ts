import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
  type TransactionReceipt,
  type WalletClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvil } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, dexRouterAbi, ensureDevnetBuild, startDevnet } from "../src/index.js";

let devnet: Devnet;
let client: PublicClient;
let trader: WalletClient<
  ReturnType<typeof http>,
  typeof anvil,
  ReturnType<typeof privateKeyToAccount>
>;
let router: Address;

beforeAll(async () => {
  await ensureDevnetBuild();
  devnet = await startDevnet();
  client = createPublicClient({ transport: http(devnet.rpcUrl) });
  const key = devnet.manifest.accounts[2]?.privateKey;
  if (!key) throw new Error("manifest has no account 2");
  trader = createWalletClient({
    account: privateKeyToAccount(key),
    chain: anvil,
    transport: http(devnet.rpcUrl),
  });
  router = devnet.manifest.contracts.dexRouter.address;
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

const tokenBalance = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] });

async function confirmed(hash: `0x${string}`): Promise<TransactionReceipt> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe("success");
  return receipt;
}

const gasCost = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.effectiveGasPrice;
const farDeadline = () => BigInt(Math.floor(Date.now() / 1000) + 3600);

describe("DEX router", () => {
  it("swaps 1 ETH for the USDC getAmountsOut predicts, at close to 3,000 USDC", async () => {
    const { weth, usdc } = devnet.manifest.contracts;
    const me = trader.account.address;
    const path = [weth.address, usdc.address];
    const amountIn = parseEther("1");
    const [, predicted] = await client.readContract({
      address: router,
      abi: dexRouterAbi,
      functionName: "getAmountsOut",
      args: [amountIn, path],
    });
    if (predicted === undefined) throw new Error("getAmountsOut returned one amount");
    // 0.3% fee plus ~0.1% price impact in a 1,000 ETH pool.
    expect(predicted).toBeGreaterThan(parseUnits("2985", 6));
    expect(predicted).toBeLessThan(parseUnits("3000", 6));

    const ethBefore = await client.getBalance({ address: me });
    const usdcBefore = await tokenBalance(usdc.address, me);
    const receipt = await confirmed(
      await trader.writeContract({
        address: router,
        abi: dexRouterAbi,
        functionName: "swapExactETHForTokens",
        args: [predicted, path, me, farDeadline()],
        value: amountIn,
      }),
    );
    expect(await tokenBalance(usdc.address, me)).toBe(usdcBefore + predicted);
    expect(await client.getBalance({ address: me })).toBe(ethBefore - amountIn - gasCost(receipt));
  });

  it("swaps USDC for the FOY getAmountsOut predicts", async () => {
    const { usdc, foy } = devnet.manifest.contracts;
    const me = trader.account.address;
    const path = [usdc.address, foy.address];
    const amountIn = parseUnits("1000", 6);
    await confirmed(
      await trader.writeContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: "approve",
        args: [router, maxUint256],
      }),
    );
    const [, predicted] = await client.readContract({
      address: router,
      abi: dexRouterAbi,
      functionName: "getAmountsOut",
      args: [amountIn, path],
    });
    if (predicted === undefined) throw new Error("getAmountsOut returned one amount");
    expect(predicted).toBeGreaterThan(parseUnits("495", 18));
    expect(predicted).toBeLessThan(parseUnits("500", 18));

    const usdcBefore = await tokenBalance(usdc.address, me);
    const foyBefore = await tokenBalance(foy.address, me);
    await confirmed(
      await trader.writeContract({
        address: router,
        abi: dexRouterAbi,
        functionName: "swapExactTokensForTokens",
        args: [amountIn, predicted, path, me, farDeadline()],
      }),
    );
    expect(await tokenBalance(usdc.address, me)).toBe(usdcBefore - amountIn);
    expect(await tokenBalance(foy.address, me)).toBe(foyBefore + predicted);
  });

  it("buys an exact amount of FOY through two hops for what getAmountsIn quotes", async () => {
    const { usdc, weth, foy } = devnet.manifest.contracts;
    const me = trader.account.address;
    const path = [usdc.address, weth.address, foy.address];
    const amountOut = parseUnits("10", 18);
    const [quotedIn] = await client.readContract({
      address: router,
      abi: dexRouterAbi,
      functionName: "getAmountsIn",
      args: [amountOut, path],
    });
    if (quotedIn === undefined) throw new Error("getAmountsIn returned nothing");
    const usdcBefore = await tokenBalance(usdc.address, me);
    const foyBefore = await tokenBalance(foy.address, me);
    await confirmed(
      await trader.writeContract({
        address: router,
        abi: dexRouterAbi,
        functionName: "swapTokensForExactTokens",
        args: [amountOut, quotedIn, path, me, farDeadline()],
      }),
    );
    expect(await tokenBalance(usdc.address, me)).toBe(usdcBefore - quotedIn);
    expect(await tokenBalance(foy.address, me)).toBe(foyBefore + amountOut);
  });

  it("sells FOY for native ETH", async () => {
    const { foy, weth } = devnet.manifest.contracts;
    const me = trader.account.address;
    const path = [foy.address, weth.address];
    const amountIn = parseUnits("150", 18);
    await confirmed(
      await trader.writeContract({
        address: foy.address,
        abi: erc20Abi,
        functionName: "approve",
        args: [router, amountIn],
      }),
    );
    const [, predicted] = await client.readContract({
      address: router,
      abi: dexRouterAbi,
      functionName: "getAmountsOut",
      args: [amountIn, path],
    });
    if (predicted === undefined) throw new Error("getAmountsOut returned one amount");
    const ethBefore = await client.getBalance({ address: me });
    const receipt = await confirmed(
      await trader.writeContract({
        address: router,
        abi: dexRouterAbi,
        functionName: "swapExactTokensForETH",
        args: [amountIn, predicted, path, me, farDeadline()],
      }),
    );
    expect(await client.getBalance({ address: me })).toBe(ethBefore + predicted - gasCost(receipt));
  });

  it("rejects a swap past its deadline", async () => {
    const { weth, usdc } = devnet.manifest.contracts;
    await expect(
      client.simulateContract({
        account: trader.account,
        address: router,
        abi: dexRouterAbi,
        functionName: "swapExactETHForTokens",
        args: [0n, [weth.address, usdc.address], trader.account.address, 1n],
        value: parseEther("1"),
      }),
    ).rejects.toThrow(/Expired/);
  });
});
