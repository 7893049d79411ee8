export {
  dexFactoryAbi,
  dexPairAbi,
  dexRouterAbi,
  foyerSampleAbi,
  idRegistryAbi,
  mintableErc20Abi,
  simpleAccountFactoryAbi,
  wethAbi,
} from "./abis.js";
export { DEV_MNEMONIC } from "./accounts.js";
export { DEVNET_CHAIN_ID } from "./anvil.js";
export * from "./bitcoin/index.js";
export { type DevnetBuild, type EnsureBuildOptions, ensureDevnetBuild } from "./build.js";
export {
  type Bundler,
  BundlerStartError,
  type StartBundlerOptions,
  startBundler,
} from "./bundler/startBundler.js";
export { type Chain, startChain } from "./chain.js";
export { type Devnet, type StartDevnetOptions, startDevnet } from "./devnet.js";
export { CREATE2_DEPLOYER, ENTRY_POINT_V07_ADDRESS } from "./entryPoint.js";
export { type DevnetFarcasterAccount, devnetFarcasterAccounts } from "./farcaster.js";
export type { DevnetAccount, DevnetManifest, PairName, TokenInfo } from "./manifest.js";
export type { SmartAccountsEnvironment } from "./smartAccounts.js";
export * from "./solana/index.js";
