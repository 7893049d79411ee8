import type { ConnectionAccount } from "../adapter/connection.js";
import type { CaipNetworkId } from "../types/chain.js";

/**
 * An EIP-1193 provider: what `new ethers.BrowserProvider(provider)`, viem's
 * `custom(provider)` and wagmi connectors take.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

/** Bytes a Wallet Standard account exposes without letting them be changed. */
export type ReadonlyUint8Array = Omit<
  Uint8Array,
  "copyWithin" | "fill" | "reverse" | "set" | "sort"
>;

/** A Wallet Standard account (the shape of `@wallet-standard/base`'s `WalletAccount`). */
export interface WalletStandardAccount {
  readonly address: string;
  readonly publicKey: ReadonlyUint8Array;
  readonly chains: readonly `${string}:${string}`[];
  readonly features: readonly `${string}:${string}`[];
  readonly label?: string;
  readonly icon?: `data:image/${string}`;
}

/**
 * A Wallet Standard wallet (the shape of `@wallet-standard/base`'s `Wallet`): its `features`
 * (`solana:signTransaction`, `solana:signAndSendTransaction`, `solana:signMessage`, …) are
 * what `@solana/kit` and `@solana/web3.js` code signs through.
 */
export interface WalletStandardWallet {
  readonly version: "1.0.0";
  readonly name: string;
  readonly icon: `data:image/${string}`;
  readonly chains: readonly `${string}:${string}`[];
  readonly features: Readonly<Record<`${string}:${string}`, unknown>>;
  readonly accounts: readonly WalletStandardAccount[];
}

/** Signing with a connected Bitcoin wallet (sats-connect's `signMessage` and `signPsbt`). */
export interface BitcoinSigner {
  /** Resolves with the signature (base64); BIP-322 unless `protocol` says ECDSA. */
  signMessage(request: {
    address: string;
    message: string;
    protocol?: "BIP322" | "ECDSA";
  }): Promise<string>;
  /** Signs the inputs listed per address; `broadcast` asks the wallet to send it too. */
  signPsbt(request: {
    psbt: Uint8Array;
    signInputs: Record<string, number[]>;
    broadcast?: boolean;
  }): Promise<{ psbt: Uint8Array; txid?: string }>;
}

/** What an adapter hands over for one of its connections (`ChainAdapter.getProvider`). */
export type AdapterProvider =
  | { namespace: "eip155"; provider: Eip1193Provider }
  | {
      namespace: "solana";
      wallet: WalletStandardWallet;
      account: WalletStandardAccount;
      /** The Wallet Standard chain of the connection's network (`solana:devnet`, …). */
      chain: `solana:${string}`;
    }
  | { namespace: "bip122"; signer: BitcoinSigner };

interface ProviderBase {
  /** The Foyer connector the wallet is connected through. */
  connectorId: string;
  /** The active account's address. */
  address: string;
  /** The network the connection is on. */
  caipNetworkId: CaipNetworkId;
}

/** The active eip155 wallet: an EIP-1193 provider, its account and chain. */
export interface FoyerEip155Provider extends ProviderBase {
  namespace: "eip155";
  address: `0x${string}`;
  chainId: number;
  provider: Eip1193Provider;
}

/** The active Solana wallet: the Wallet Standard wallet and account, and the chain to name. */
export interface FoyerSolanaProvider extends ProviderBase {
  namespace: "solana";
  wallet: WalletStandardWallet;
  account: WalletStandardAccount;
  chain: `solana:${string}`;
}

/** The active Bitcoin wallet: its payment and ordinal accounts and a signer. */
export interface FoyerBitcoinProvider extends ProviderBase {
  namespace: "bip122";
  /** The payment account (its address is `address`). */
  payment: ConnectionAccount;
  /** The ordinal (taproot) account, when the wallet gave one. */
  ordinals: ConnectionAccount | undefined;
  signer: BitcoinSigner;
}

/** What `getFoyerProvider` answers per namespace. */
export interface FoyerProviders {
  eip155: FoyerEip155Provider;
  solana: FoyerSolanaProvider;
  bip122: FoyerBitcoinProvider;
}

/** A namespace `getFoyerProvider` serves. */
export type FoyerProviderNamespace = keyof FoyerProviders;
