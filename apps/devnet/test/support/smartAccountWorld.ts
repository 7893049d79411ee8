import { type DeleGatorAccount, toDeleGatorAccount } from "@foyer/smart-account";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
} from "viem";
import { type BundlerClient, createBundlerClient } from "viem/account-abstraction";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { anvil } from "viem/chains";
import {
  type Bundler,
  type Devnet,
  ensureDevnetBuild,
  startBundler,
  startDevnet,
} from "../../src/index.js";

/** A devnet, a bundler against it and the clients the smart-account tests share. */
export interface SmartAccountWorld {
  devnet: Devnet;
  bundler: Bundler;
  publicClient: PublicClient<ReturnType<typeof http>, typeof anvil>;
  bundlerClient: BundlerClient;
  /** Dev account 0, standing in for whoever funds accounts in a test. */
  funder: ReturnType<
    typeof createWalletClient<ReturnType<typeof http>, typeof anvil, PrivateKeyAccount>
  >;
  /** A HybridDeleGator owned by `owner` (a fresh key by default), not yet deployed. */
  newAccount(owner?: PrivateKeyAccount): Promise<DeleGatorAccount>;
  tokenBalance(token: Address, holder: Address): Promise<bigint>;
  stop(): Promise<void>;
}

export async function startSmartAccountWorld(): Promise<SmartAccountWorld> {
  await ensureDevnetBuild();
  const devnet = await startDevnet();
  let bundler: Bundler;
  try {
    bundler = await startBundler({ rpcUrl: devnet.rpcUrl });
  } catch (error) {
    await devnet.stop();
    throw error;
  }
  // Anvil mines on arrival: short polling keeps the tests from idling.
  const publicClient = createPublicClient({
    chain: anvil,
    transport: http(devnet.rpcUrl),
    pollingInterval: 20,
  });
  const bundlerClient = createBundlerClient({
    client: publicClient,
    transport: http(bundler.url),
    pollingInterval: 20,
  });
  const funderKey = devnet.manifest.accounts[0]?.privateKey as Hex;
  const funder = createWalletClient({
    account: privateKeyToAccount(funderKey),
    chain: anvil,
    transport: http(devnet.rpcUrl),
  });
  const environment = devnet.manifest.contracts.smartAccounts;
  return {
    devnet,
    bundler,
    publicClient,
    bundlerClient,
    funder,
    newAccount: (owner = privateKeyToAccount(generatePrivateKey())) =>
      toDeleGatorAccount({ client: publicClient, owner, environment }),
    tokenBalance: (token, holder) =>
      publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [holder],
      }),
    async stop() {
      await bundler.stop();
      await devnet.stop();
    },
  };
}
