import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from "@solana/wallet-standard-features";
import type { Wallet, WalletAccount } from "@wallet-standard/base";
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from "@wallet-standard/features";

/** The Wallet Standard features Foyer uses on Solana, each by the name Foyer gives it. */
export interface SolanaFeature {
  connect: StandardConnectFeature[typeof StandardConnect];
  disconnect: StandardDisconnectFeature[typeof StandardDisconnect];
  events: StandardEventsFeature[typeof StandardEvents];
  signMessage: SolanaSignMessageFeature[typeof SolanaSignMessage];
  signTransaction: SolanaSignTransactionFeature[typeof SolanaSignTransaction];
  signAndSendTransaction: SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction];
}

/** The features Foyer uses of a Solana wallet, each present or not. */
export type SolanaWalletFeatures = Partial<SolanaFeature>;

function feature<T>(wallet: Wallet, name: string): T | undefined {
  const features = wallet.features as Readonly<Record<string, unknown>>;
  return Object.hasOwn(features, name) ? (features[name] as T) : undefined;
}

export function featuresOf(wallet: Wallet): SolanaWalletFeatures {
  const found: SolanaWalletFeatures = {};
  const connect = feature<SolanaWalletFeatures["connect"]>(wallet, StandardConnect);
  const disconnect = feature<SolanaWalletFeatures["disconnect"]>(wallet, StandardDisconnect);
  const events = feature<SolanaWalletFeatures["events"]>(wallet, StandardEvents);
  const signMessage = feature<SolanaWalletFeatures["signMessage"]>(wallet, SolanaSignMessage);
  const signTransaction = feature<SolanaWalletFeatures["signTransaction"]>(
    wallet,
    SolanaSignTransaction,
  );
  const signAndSend = feature<SolanaWalletFeatures["signAndSendTransaction"]>(
    wallet,
    SolanaSignAndSendTransaction,
  );
  if (connect) found.connect = connect;
  if (disconnect) found.disconnect = disconnect;
  if (events) found.events = events;
  if (signMessage) found.signMessage = signMessage;
  if (signTransaction) found.signTransaction = signTransaction;
  if (signAndSend) found.signAndSendTransaction = signAndSend;
  return found;
}

/**
 * A wallet Foyer can use on Solana: it connects, lists a Solana chain, and can at least sign a
 * transaction (sign-and-send alone is enough: the wallet broadcasts).
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = featuresOf(wallet);
  return (
    features.connect !== undefined &&
    wallet.chains.some((chain) => chain.startsWith("solana:")) &&
    (features.signTransaction !== undefined || features.signAndSendTransaction !== undefined)
  );
}

/** The wallet's accounts that can act on Solana (an account may be for another chain). */
export function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter((account) => account.chains.some((chain) => chain.startsWith("solana:")));
}
