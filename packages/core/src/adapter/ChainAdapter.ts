import type { Emitter } from "@foyer/protocol";
import type { PairingAbortReason } from "../connection/pairing/pairingRules.js";
import type { AdapterProvider } from "../provider/walletProvider.js";
import type { SiwxConnectFields, SiwxSession } from "../siwx/types.js";
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from "../types/chain.js";
import type { Connection, ConnectionAccount } from "./connection.js";
import type { Connector } from "./connector.js";

/**
 * What an adapter tells the core after the fact (behaviour §4 "Connection
 * lifecycle events"), plus connector discovery, which is asynchronous for
 * announced wallets.
 */
export interface AdapterEvents {
  connected: { connection: Connection };
  /** An empty list means the wallet revoked every account. */
  accountsChanged: { connectorId: string; accounts: readonly ConnectionAccount[] };
  /** The wallet moved to another network, possibly one the app does not list. */
  chainChanged: { connectorId: string; caipNetworkId: CaipNetworkId };
  disconnected: { connectorId: string };
  connectorsChanged: { connectors: readonly Connector[] };
  /** A pairing connector (WalletConnect) has a URI for the QR code / deep link. */
  pairingUri: { connectorId: string; uri: string };
  /**
   * One of the adapter's wallets accepted a transaction, whoever asked for it
   * (the modal's send, or a dApp through the connector's provider). The core
   * waits for it to be mined (`waitForTransaction`) and then refreshes the
   * account's balances past every cache.
   */
  transactionSent: { submission: TransactionSubmission };
}

/**
 * A transaction a wallet accepted: a plain one known by its hash, or an
 * EIP-5792 batch (`wallet_sendCalls`) known by the id the wallet gave it.
 */
export type TransactionSubmission = {
  connectorId: string;
  caipNetworkId: CaipNetworkId;
} & ({ kind: "transaction"; hash: string } | { kind: "calls"; id: string });

export interface AdapterConnectOptions {
  /** The network to connect on; the wallet may answer with another one. */
  caipNetwork: CaipNetwork;
  /**
   * Sign in while connecting, in the same approval (WalletConnect one-click
   * auth, behaviour §5). Connectors that can't simply connect; so may a wallet
   * that doesn't support it, and then the result carries no `signedIn`.
   */
  signIn?: AdapterSignInRequest;
  /**
   * A pairing URI the user still has on screen from an attempt they went
   * back from (pairing connectors only): keep waiting on that pairing when
   * the connector still has it pending, so the same URI comes back at once;
   * otherwise pair afresh.
   */
  pairingUri?: string;
}

/** A connect-time sign-in: the app's message fields and the networks to offer. */
export interface AdapterSignInRequest {
  fields: SiwxConnectFields;
  /** The namespace's listed networks, the one to connect on first. */
  chainIds: readonly CaipNetworkId[];
}

/** What `connect` resolves with: the connection, plus the session when the wallet signed in too. */
export interface AdapterConnection extends Connection {
  signedIn?: SiwxSession;
}

/** A native balance as a decimal string, so no precision is lost on the way to the UI. */
export interface AdapterBalance {
  balance: string;
  symbol: string;
}

export interface AdapterSignMessageRequest {
  connectorId: string;
  address: string;
  message: string;
}

export interface AdapterTransactionRequest {
  connectorId: string;
  caipNetwork: CaipNetwork;
  from: string;
  to: string;
  /** Amount in the chain's smallest unit (of `token` when there is one). */
  value: bigint;
  data?: `0x${string}`;
  /**
   * A token to move instead of the native coin, for namespaces whose token transfers are not
   * a call to the token's contract (a Solana SPL mint): the adapter builds the transfer.
   */
  token?: { address: string; decimals: number };
  /** Gas units; absent → the wallet estimates. */
  gas?: bigint;
  /** Fee rate in sat/vB, for namespaces priced per virtual byte (bip122); absent → the adapter's normal rate. */
  feeRate?: number;
}

/** How soon a fee gets a transaction mined. */
export type FeeSpeed = "slow" | "normal" | "fast";

/** One fee the user can choose for a transaction: its rate and what it costs. */
export interface AdapterFeeOption {
  speed: FeeSpeed;
  /** The rate to pass back as `feeRate` (sat/vB on bip122). */
  rate: number;
  /** What the transaction pays at this rate, in the native coin's smallest unit. */
  fee: bigint;
}

/**
 * The contract one chain adapter (`@foyer/evm`, `@foyer/solana`,
 * `@foyer/bitcoin`) implements for its namespace. The core drives it and
 * listens to its events; the adapter never touches core state.
 *
 * Every method rejects with a `FoyerError` on failure (adapters normalise
 * wallet errors, e.g. 4001 user rejection, before rejecting).
 */
export interface ChainAdapter extends Pick<Emitter<AdapterEvents>, "on"> {
  readonly namespace: ChainNamespace;
  /**
   * True when the adapter's only connector pairs over WalletConnect (no browser wallets, no
   * embedded wallet): a setup of such adapters is behaviour §2's "no adapters" one, whose modal
   * opens on the pairing views (AllWallets on mobile, else ConnectingWalletConnectBasic).
   */
  readonly pairingOnly?: boolean;
  /** The connectors found so far; later finds arrive as `connectorsChanged`. */
  getConnectors(): readonly Connector[];
  /** Connects with the user's approval. */
  connect(connectorId: string, options: AdapterConnectOptions): Promise<AdapterConnection>;
  /** Restores a previous connection without prompting; rejects when that is not possible. */
  reconnect(connectorId: string, options: AdapterConnectOptions): Promise<Connection>;
  disconnect(connectorId: string): Promise<void>;
  switchNetwork(connectorId: string, caipNetwork: CaipNetwork): Promise<void>;
  getBalance(request: { address: string; caipNetwork: CaipNetwork }): Promise<AdapterBalance>;
  /** Resolves with the signature. */
  signMessage(request: AdapterSignMessageRequest): Promise<string>;
  /** Resolves with the transaction hash. */
  sendTransaction(request: AdapterTransactionRequest): Promise<string>;
  /**
   * Abandons a pending pairing connect: that connect rejects with
   * `pairingAbortedError(reason)` ('Modal closed' when the modal closed,
   * the default). Adapters without pairing connectors omit it.
   */
  cancelPairing?(reason?: PairingAbortReason): void;
  /**
   * Gets pairing ready ahead of the user's choice (load the pairing SDK, open
   * the relay connection), so the first URI comes quickly. Called when the
   * modal opens for a visitor who is not connected; cheap to call again;
   * never throws (a failed warm-up is retried by the connect that needs it).
   */
  preparePairing?(): void;
  /**
   * The fees the user can choose from for this transaction (slowest first), each worked out
   * for the coins it would spend, for namespaces whose fee is a rate the sender picks
   * (bip122); others omit it. Rejects with an `InvalidInputError` for a transaction that
   * can't be built (an invalid address, dust, more than the coins hold).
   */
  quoteFees?(request: AdapterTransactionRequest): Promise<readonly AdapterFeeOption[]>;
  /** Gas estimate, for namespaces that have gas (EVM); others omit it. */
  estimateGas?(request: AdapterTransactionRequest): Promise<bigint>;
  /**
   * The network fee of this transaction in the native coin's smallest unit, as the chain
   * prices it (Solana: lamports per signature for the built message), for namespaces whose
   * fee is neither gas nor a rate the sender picks; others omit it.
   */
  estimateFee?(request: AdapterTransactionRequest): Promise<bigint>;
  /**
   * Resolves once the submission is mined (a receipt, or a batch status
   * other than pending), whether it succeeded or reverted; rejects when that
   * can't be learnt (timeout, unknown network). Adapters that can't tell omit it.
   */
  waitForTransaction?(submission: TransactionSubmission): Promise<void>;
  /**
   * The wallet behind a connection as other libraries take it (eip155: its EIP-1193
   * provider, the one the adapter itself talks to; solana: the Wallet Standard wallet,
   * account and chain; bip122: a signer), for `getFoyerProvider`. `undefined` when the
   * connector is not connected.
   */
  getProvider?(connectorId: string, caipNetwork: CaipNetwork): Promise<AdapterProvider | undefined>;
}
