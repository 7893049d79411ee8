import type { FoyerProviderNamespace, FoyerProviders } from "../provider/walletProvider.js";
import type { Foyer } from "./createFoyer.js";

/**
 * The namespace's active wallet, as a library takes it, for code outside React:
 *
 * ```ts
 * const evm = await getFoyerProvider(foyer, "eip155");
 * if (evm) await new BrowserProvider(evm.provider).getSigner();
 * ```
 *
 * `undefined` while the namespace is disconnected.
 */
export function getFoyerProvider<N extends FoyerProviderNamespace>(
  foyer: Foyer,
  namespace: N,
): Promise<FoyerProviders[N] | undefined> {
  return foyer.getProvider(namespace);
}

/**
 * Calls `onChange` with the namespace's active wallet now and after every connect,
 * disconnect, account or network switch (React: `useFoyerProvider`). Returns the stop.
 */
export function watchFoyerProvider<N extends FoyerProviderNamespace>(
  foyer: Foyer,
  namespace: N,
  onChange: (provider: FoyerProviders[N] | undefined) => void,
): () => void {
  return foyer.watchProvider(namespace, onChange);
}
