import type { KeyValueStorage } from "@foyer/protocol";
import type { Address, Hex } from "viem";
import type { BitcoinOptions, BitcoinTestWallet } from "./bitcoin/bitcoinTypes.js";
import type { ProviderRpcError } from "./errors.js";
import type { SolanaChainConfig, SolanaTestWallet } from "./solana/solanaTypes.js";

/** A chain the wallet can talk to: where its node is and what to call it. */
export interface ChainConfig {
  chainId: number;
  rpcUrl: string;
  name?: string;
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  blockExplorerUrls?: readonly string[];
  iconUrls?: readonly string[];
}

/**
 * How requests that need the user are answered: `approve` all, `reject` all
 * (4001), or `ask`, which queues them for `approve(id)` / `reject(id)`.
 */
export type ApprovalMode = "approve" | "reject" | "ask";

/** What a queued request is, for the panel's wording and for tests to find it. */
export type RequestKind =
  | "connect"
  | "signMessage"
  | "signTypedData"
  | "sendTransaction"
  | "signTransaction"
  | "switchChain"
  | "addChain";

export interface PendingRequest {
  readonly id: string;
  readonly kind: RequestKind;
  /** Short words for the kind, e.g. "connect" or "send transaction". */
  readonly label: string;
  readonly method: string;
  readonly params: unknown;
  /** One line for a person deciding, e.g. "Send 1 ETH to 0x70…79C8". */
  readonly summary: string;
  readonly createdAt: number;
}

/** Key-value persistence (localStorage in a page): the same contract as core's. */
export type { KeyValueStorage };

export interface TestWalletOptions {
  privateKey: Hex;
  chains: readonly ChainConfig[];
  /** Defaults to the first chain (a chain remembered from an earlier page wins). */
  activeChainId?: number;
  /** `auto` starts in mode `approve`, `manual` in mode `ask`. Default `auto`. */
  approval?: "auto" | "manual";
  /** Starting mode; overrides `approval` when both are given. */
  mode?: ApprovalMode;
  /** Where connection state lives; defaults to `localStorage` when there is one. `null` keeps it in memory. */
  storage?: KeyValueStorage | null;
  /** Prefix for storage keys. Default `foyer-testwallet`. */
  storageKey?: string;
  /** A Solana key too: the wallet then also registers on the Wallet Standard. */
  solana?: SolanaOptions;
  /** A Bitcoin side too (regtest): the wallet then also announces a sats-connect provider. */
  bitcoin?: BitcoinOptions;
}

/** The test wallet's Solana side: an ed25519 seed and the clusters it signs for. */
export interface SolanaOptions {
  /** 32-byte ed25519 seed, 64 hex digits. */
  seedHex: string;
  chains: readonly SolanaChainConfig[];
}

export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/** The payload each EIP-1193 event's listeners receive. */
export interface ProviderEvents {
  connect: { chainId: Hex };
  disconnect: ProviderRpcError;
  accountsChanged: Address[];
  chainChanged: Hex;
  message: { type: string; data: unknown };
}

export type ProviderEventName = keyof ProviderEvents;

/** The EIP-1193 surface dApps see. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on<E extends ProviderEventName>(event: E, listener: (payload: ProviderEvents[E]) => void): this;
  removeListener<E extends ProviderEventName>(
    event: E,
    listener: (payload: ProviderEvents[E]) => void,
  ): this;
}

/** The provider plus the controls a person (panel) or a test uses. */
export interface TestWallet extends Eip1193Provider {
  readonly isFoyerTestWallet: true;
  readonly address: Address;
  /** Whether this site has been granted the account (eth_accounts is non-empty). */
  isAuthorized(): boolean;
  /** Forgets the site, like "disconnect" in an extension: emits accountsChanged([]). */
  disconnect(): void;
  chains(): readonly ChainConfig[];
  activeChain(): ChainConfig;
  mode(): ApprovalMode;
  /** Switching to `approve` or `reject` also settles everything pending that way. */
  setMode(mode: ApprovalMode): void;
  pending(): readonly PendingRequest[];
  /** Returns false when no pending request has that id. */
  approve(id: string): boolean;
  reject(id: string): boolean;
  /** Called after any change the panel shows (mode, pending, account, chain). */
  subscribe(listener: () => void): () => void;
  /** The Wallet Standard Solana wallet, when created with `solana`; it shares the approvals. */
  readonly solana?: SolanaTestWallet;
  /** The sats-connect Bitcoin side, when created with `bitcoin`; it shares the approvals. */
  readonly bitcoin?: BitcoinTestWallet;
}
