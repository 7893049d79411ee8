import {
  type Abi,
  type Address,
  concat,
  getAddress,
  getContractAddress,
  type Hex,
  isAddressEqual,
} from "viem";
import {
  dexFactoryAbi,
  dexRouterAbi,
  foyerSampleAbi,
  idRegistryAbi,
  mintableErc20Abi,
  simpleAccountFactoryAbi,
  verifyingPaymasterAbi,
  wethAbi,
} from "./abis.js";
import { devAccount } from "./accounts.js";
import type { BuildClients } from "./clients.js";
import type { Artifact } from "./compile.js";
import { CREATE2_DEPLOYER, ENTRY_POINT_V07_ADDRESS, ENTRY_POINT_V07_SALT } from "./entryPoint.js";
import { paymasterSigner } from "./paymaster/paymasterAccounts.js";
import { deploySmartAccounts, type SmartAccountsEnvironment } from "./smartAccounts.js";

export interface Deployment {
  usdc: Address;
  foy: Address;
  weth: Address;
  dexFactory: Address;
  dexRouter: Address;
  nft: Address;
  entryPoint: Address;
  simpleAccountFactory: Address;
  smartAccounts: SmartAccountsEnvironment;
  /** Farcaster's IdRegistry (fid ↔ custody address), for Sign In With Farcaster. */
  idRegistry: Address;
  /** The VerifyingPaymaster that pays for operations the server's paymaster service signed. */
  paymaster: Address;
}

function bytecodeOf(artifacts: Map<string, Artifact>, name: string): Hex {
  const artifact = artifacts.get(name);
  if (!artifact) throw new Error(`no artifact for ${name}`);
  return artifact.bytecode;
}

/**
 * Deploys everything from dev account 0 in a fixed order, so addresses only depend on nonces
 * and are the same on every build.
 */
export async function deployContracts(
  clients: BuildClients,
  artifacts: Map<string, Artifact>,
): Promise<Deployment> {
  const deployer = clients.walletFor(devAccount(0));

  async function deploy(name: string, abi: Abi, args: readonly unknown[] = []): Promise<Address> {
    const hash = await deployer.deployContract({
      abi,
      bytecode: bytecodeOf(artifacts, name),
      args,
    });
    const { contractAddress } = await clients.confirm(hash);
    if (!contractAddress) throw new Error(`${name} deployment returned no address`);
    return getAddress(contractAddress);
  }

  const usdc = await deploy("UsdCoin", mintableErc20Abi);
  const foy = await deploy("FoyerToken", mintableErc20Abi);
  const weth = await deploy("WrappedEther", wethAbi);
  const dexFactory = await deploy("DexFactory", dexFactoryAbi);
  const dexRouter = await deploy("DexRouter", dexRouterAbi, [dexFactory, weth]);
  const nft = await deploy("FoyerSample", foyerSampleAbi);
  const entryPoint = await deployEntryPoint(clients, bytecodeOf(artifacts, "EntryPoint"));
  const simpleAccountFactory = await deploy("SimpleAccountFactory", simpleAccountFactoryAbi, [
    entryPoint,
  ]);
  const smartAccounts = await deploySmartAccounts(clients, entryPoint);
  // Last, so every address above stays what it was before the registry existed.
  const idRegistry = await deploy("IdRegistry", idRegistryAbi);
  // After the registry, for the same reason.
  const paymaster = await deploy("VerifyingPaymaster", verifyingPaymasterAbi, [
    entryPoint,
    paymasterSigner.address,
  ]);
  return {
    usdc,
    foy,
    weth,
    dexFactory,
    dexRouter,
    nft,
    entryPoint,
    simpleAccountFactory,
    smartAccounts,
    idRegistry,
    paymaster,
  };
}

/**
 * Goes through the CREATE2 deployer exactly like the public v0.7 deployment did. The address
 * check up front turns any drift in the compiled init code into a clear build error instead of
 * an EntryPoint somewhere unexpected.
 */
async function deployEntryPoint(clients: BuildClients, initCode: Hex): Promise<Address> {
  const predicted = getContractAddress({
    opcode: "CREATE2",
    from: CREATE2_DEPLOYER,
    salt: ENTRY_POINT_V07_SALT,
    bytecode: initCode,
  });
  if (!isAddressEqual(predicted, ENTRY_POINT_V07_ADDRESS)) {
    throw new Error(
      `compiled EntryPoint init code maps to ${predicted}, not the canonical ${ENTRY_POINT_V07_ADDRESS}`,
    );
  }
  const deployerCode = await clients.publicClient.getCode({ address: CREATE2_DEPLOYER });
  if (!deployerCode) throw new Error(`no CREATE2 deployer at ${CREATE2_DEPLOYER}`);

  const hash = await clients.walletFor(devAccount(0)).sendTransaction({
    to: CREATE2_DEPLOYER,
    data: concat([ENTRY_POINT_V07_SALT, initCode]),
  });
  await clients.confirm(hash);
  const code = await clients.publicClient.getCode({ address: ENTRY_POINT_V07_ADDRESS });
  if (!code) throw new Error("EntryPoint deployment left no code at the canonical address");
  return ENTRY_POINT_V07_ADDRESS;
}
