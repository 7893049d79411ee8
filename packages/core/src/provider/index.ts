export { providerKey, toFoyerProvider } from "./foyerProvider.js";
export type {
  AdapterProvider,
  BitcoinSigner,
  Eip1193Provider,
  FoyerBitcoinProvider,
  FoyerEip155Provider,
  FoyerProviderNamespace,
  FoyerProviders,
  FoyerSolanaProvider,
  ReadonlyUint8Array,
  WalletStandardAccount,
  WalletStandardWallet,
} from "./walletProvider.js";
export { currentProvider, type ProviderWatchDeps, watchProvider } from "./watchProvider.js";
