import { PAYMASTER_METHODS } from "@foyer/protocol";

/**
 * Namespaces a public read/broadcast proxy may reach. Everything else —
 * anvil_*, evm_*, hardhat_*, debug_*, personal_*, admin_*, txpool_* … — is
 * refused, so nobody can mint, time-travel or reconfigure the devnet through us.
 */
const ALLOWED_PREFIXES = ["eth_", "net_", "web3_"];

/**
 * eth_* methods that make the upstream node sign with its own unlocked keys
 * (anvil has ten funded ones). Wallets sign client-side and send raw
 * transactions instead, so refusing these costs legitimate clients nothing.
 */
const NODE_SIGNING_METHODS = new Set(["eth_sendTransaction", "eth_sign", "eth_signTransaction"]);
/** Covers eth_signTypedData and its _v1/_v3/_v4 variants. */
const NODE_SIGNING_PREFIX = "eth_signTypedData";

export function isForwardableMethod(method: string): boolean {
  if (NODE_SIGNING_METHODS.has(method) || method.startsWith(NODE_SIGNING_PREFIX)) return false;
  return (
    BUNDLER_METHODS.has(method) || ALLOWED_PREFIXES.some((prefix) => method.startsWith(prefix))
  );
}

/**
 * Methods that go to the network's ERC-4337 bundler, not its node: the standard ERC-4337 ones,
 * and the bundler's own reads that clients call (permissionless and viem ask alto for its gas
 * price and an operation's status). Its debug and admin methods (debug_bundler_*,
 * pimlico_sendUserOperationNow, boost_*) are not forwarded.
 */
const BUNDLER_METHODS = new Set([
  "eth_sendUserOperation",
  "eth_estimateUserOperationGas",
  "eth_getUserOperationByHash",
  "eth_getUserOperationReceipt",
  "eth_supportedEntryPoints",
  "pimlico_getUserOperationGasPrice",
  "pimlico_getUserOperationStatus",
]);

export function isBundlerMethod(method: string): boolean {
  return BUNDLER_METHODS.has(method);
}

const PAYMASTER_METHOD_NAMES: ReadonlySet<string> = new Set(PAYMASTER_METHODS);

/** ERC-7677's methods, which this server answers itself where a network has a paymaster. */
export function isPaymasterMethod(method: string): boolean {
  return PAYMASTER_METHOD_NAMES.has(method);
}

/**
 * Solana methods the proxy forwards: the reads and the broadcast that @solana/kit and wallets
 * use. Left out: requestAirdrop (a faucet is the network's own business, and would let anyone
 * with a project id drain it through us), validator administration, and the heavy scans
 * (getProgramAccounts, getBlock) a public gateway meters separately.
 */
const SOLANA_METHODS = new Set([
  "getAccountInfo",
  "getBalance",
  "getBlockHeight",
  "getEpochInfo",
  "getFeeForMessage",
  "getGenesisHash",
  "getHealth",
  "getLatestBlockhash",
  "getMinimumBalanceForRentExemption",
  "getMultipleAccounts",
  "getRecentPrioritizationFees",
  "getSignatureStatuses",
  "getSignaturesForAddress",
  "getSlot",
  "getTokenAccountBalance",
  "getTokenAccountsByOwner",
  "getTransaction",
  "getVersion",
  "isBlockhashValid",
  "sendTransaction",
  "simulateTransaction",
]);

export function isForwardableSolanaMethod(method: string): boolean {
  return SOLANA_METHODS.has(method);
}

/** The allow-list of a network's namespace (`eip155:1` → EVM, `solana:…` → Solana). */
export function forwardableMethodsOf(chainId: string): (method: string) => boolean {
  return chainId.startsWith("solana:") ? isForwardableSolanaMethod : isForwardableMethod;
}
