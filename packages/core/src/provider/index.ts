export { providerKey, toFoyerProvider } from "./foyerProvider.js";
export type * from "./walletProvider.js";
export { currentProvider, type ProviderWatchDeps, watchProvider } from "./watchProvider.js";
