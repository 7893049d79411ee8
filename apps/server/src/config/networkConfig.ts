/** What one configured network is: its upstreams and the assets the blockchain API serves. */

/** An ERC-20 the blockchain API lists balances for on one network. */
export interface TokenConfig {
  /** An ERC-20 contract (eip155) or an SPL mint (solana). */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /**
   * A fixed USD price, for networks without a DEX the server can price from (solana here):
   * e.g. 1 for a stablecoin. Absent → the DEX price, or 0.
   */
  priceUsd?: number;
}

/**
 * Where USD prices come from on one network: Uniswap-V2-style pairs of the
 * factory, against `stablecoin` (taken as exactly 1 USD). The native coin is
 * priced through `wrappedNative`.
 */
export interface DexPricingConfig {
  factory: string;
  stablecoin: string;
  wrappedNative: string;
  /**
   * The pools' Uniswap-V2-style router: with it, and on a swap chain (behaviour §9), the network
   * has swaps (`/v1/convert/*` quote over the pools and build calls to it).
   */
  router?: string;
}

/** One network's upstream JSON-RPC endpoints, keyed by CAIP-2 id in {@link ServerConfig.networks}. */
export interface NetworkConfig {
  name: string;
  /**
   * At least one. Calls go to the best-ranked one and fail over to the
   * others (behaviour §9's ranking: 0.7 stability, 0.3 latency).
   */
  rpcUrls: readonly string[];
  /** Native coin; defaults to Ether (ETH, 18 decimals), or SOL (9 decimals) on solana networks. */
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  /** A fixed USD price of the native coin, for networks priced without a DEX (solana). */
  nativePriceUsd?: number;
  /** Known ERC-20s whose balances `/v1/account/{address}/balance` reads. */
  tokens?: readonly TokenConfig[];
  /** Absent → prices of this network are 0. */
  dex?: DexPricingConfig;
  /** First block the indexer reads when it has no cursor yet; absent → the head at that moment. */
  indexFromBlock?: number;
  /**
   * The network's ERC-4337 bundler: the RPC proxy sends user-operation methods there, so
   * clients (the frame) reach it only through this server.
   */
  bundlerUrl?: string;
  /**
   * Where the Delegation Framework (smart accounts, permissions) lives on this network. With
   * `bundlerUrl`, the network has smart accounts (`GET /v1/smart-accounts`).
   */
  smartAccounts?: SmartAccountContracts;
  /**
   * An ERC-4337 v0.7 VerifyingPaymaster that trusts `FOYER_PAYMASTER_SIGNER_KEY`: with it the
   * server answers ERC-7677's paymaster methods for this network, per each project's policy.
   */
  paymaster?: string;
}

/** The Delegation Framework's addresses on one network, by contract name. */
export interface SmartAccountContracts {
  EntryPoint: string;
  SimpleFactory: string;
  DelegationManager: string;
  implementations: Readonly<Record<string, string>>;
  caveatEnforcers: Readonly<Record<string, string>>;
}
