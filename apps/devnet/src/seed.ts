import { type Address, maxUint256, parseEther, parseUnits } from "viem";
import {
  dexFactoryAbi,
  dexRouterAbi,
  foyerSampleAbi,
  mintableErc20Abi,
  verifyingPaymasterAbi,
} from "./abis.js";
import { DEV_ACCOUNT_COUNT, devAccount } from "./accounts.js";
import { bundlerExecutor, bundlerUtility } from "./bundler/bundlerAccounts.js";
import type { BuildClients } from "./clients.js";
import type { Deployment } from "./deploy.js";
import type { PairName } from "./manifest.js";

export const DEV_ACCOUNT_ETH = parseEther("10000");
const DEV_ACCOUNT_USDC = parseUnits("100000", 6);
const DEV_ACCOUNT_FOY = parseUnits("1000", 18);
const BUNDLER_ETH = parseEther("1000");
/** The paymaster's EntryPoint deposit: what sponsored operations are paid from. */
export const PAYMASTER_DEPOSIT_ETH = parseEther("1000");

/**
 * Pool depths. 1,000 ETH per WETH pool means a 1 ETH swap moves the price by about 0.2%
 * (including the fee). Prices: 3,000 USDC/ETH, 2 USDC/FOY, hence 1,500 FOY/ETH.
 */
const WETH_USDC = { eth: parseEther("1000"), usdc: parseUnits("3000000", 6) };
const FOY_USDC = { foy: parseUnits("1500000", 18), usdc: parseUnits("3000000", 6) };
const WETH_FOY = { eth: parseEther("1000"), foy: parseUnits("1500000", 18) };

/** Token ids 1-3 go to account 0, 4-5 to account 1. */
const NFT_RECIPIENTS = [0, 0, 0, 1, 1];

/**
 * Liquidity comes from an account outside the ten dev accounts (index 10 of the same mnemonic),
 * so the dev accounts hold exactly the advertised balances and no LP tokens.
 */
const liquidityProvider = devAccount(DEV_ACCOUNT_COUNT);

export async function seedChain(
  clients: BuildClients,
  deployment: Deployment,
): Promise<Record<PairName, Address>> {
  const { publicClient, confirm } = clients;
  const owner = clients.walletFor(devAccount(0));

  const mint = async (token: Address, to: Address, amount: bigint) =>
    confirm(
      await owner.writeContract({
        address: token,
        abi: mintableErc20Abi,
        functionName: "mint",
        args: [to, amount],
      }),
    );

  for (let index = 0; index < DEV_ACCOUNT_COUNT; index++) {
    const { address } = devAccount(index);
    await mint(deployment.usdc, address, DEV_ACCOUNT_USDC);
    await mint(deployment.foy, address, DEV_ACCOUNT_FOY);
  }

  for (const index of NFT_RECIPIENTS) {
    await confirm(
      await owner.writeContract({
        address: deployment.nft,
        abi: foyerSampleAbi,
        functionName: "mint",
        args: [devAccount(index).address],
      }),
    );
  }

  await addLiquidity(clients, deployment, mint);
  await confirm(
    await owner.writeContract({
      address: deployment.paymaster,
      abi: verifyingPaymasterAbi,
      functionName: "deposit",
      value: PAYMASTER_DEPOSIT_ETH,
    }),
  );

  // Deployment gas came out of account 0; restore it so all ten accounts start out equal.
  await clients.testClient.setBalance({ address: devAccount(0).address, value: DEV_ACCOUNT_ETH });
  // The bundler pays for bundles up front (the EntryPoint refunds it from each account).
  for (const account of [bundlerExecutor, bundlerUtility]) {
    await clients.testClient.setBalance({ address: account.address, value: BUNDLER_ETH });
  }

  const pair = async (a: Address, b: Address) =>
    publicClient.readContract({
      address: deployment.dexFactory,
      abi: dexFactoryAbi,
      functionName: "getPair",
      args: [a, b],
    });
  return {
    "WETH/USDC": await pair(deployment.weth, deployment.usdc),
    "FOY/USDC": await pair(deployment.foy, deployment.usdc),
    "WETH/FOY": await pair(deployment.weth, deployment.foy),
  };
}

async function addLiquidity(
  clients: BuildClients,
  deployment: Deployment,
  mint: (token: Address, to: Address, amount: bigint) => Promise<unknown>,
): Promise<void> {
  const { confirm } = clients;
  const provider = clients.walletFor(liquidityProvider);
  const lp = liquidityProvider.address;
  const router = deployment.dexRouter;

  // Pool ETH plus a margin for gas.
  await clients.testClient.setBalance({
    address: lp,
    value: WETH_USDC.eth + WETH_FOY.eth + parseEther("10"),
  });
  await mint(deployment.usdc, lp, WETH_USDC.usdc + FOY_USDC.usdc);
  await mint(deployment.foy, lp, FOY_USDC.foy + WETH_FOY.foy);
  for (const token of [deployment.usdc, deployment.foy]) {
    await confirm(
      await provider.writeContract({
        address: token,
        abi: mintableErc20Abi,
        functionName: "approve",
        args: [router, maxUint256],
      }),
    );
  }

  await confirm(
    await provider.writeContract({
      address: router,
      abi: dexRouterAbi,
      functionName: "addLiquidityETH",
      args: [deployment.usdc, WETH_USDC.usdc, WETH_USDC.usdc, WETH_USDC.eth, lp, maxUint256],
      value: WETH_USDC.eth,
    }),
  );
  await confirm(
    await provider.writeContract({
      address: router,
      abi: dexRouterAbi,
      functionName: "addLiquidity",
      args: [
        deployment.foy,
        deployment.usdc,
        FOY_USDC.foy,
        FOY_USDC.usdc,
        FOY_USDC.foy,
        FOY_USDC.usdc,
        lp,
        maxUint256,
      ],
    }),
  );
  await confirm(
    await provider.writeContract({
      address: router,
      abi: dexRouterAbi,
      functionName: "addLiquidityETH",
      args: [deployment.foy, WETH_FOY.foy, WETH_FOY.foy, WETH_FOY.eth, lp, maxUint256],
      value: WETH_FOY.eth,
    }),
  );
}
