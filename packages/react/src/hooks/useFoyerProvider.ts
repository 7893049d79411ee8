import type { FoyerProviderNamespace, FoyerProviders } from "@foyer/core";
import { useEffect, useState } from "react";
import { useFoyer } from "./useFoyer.js";

/**
 * The namespace's active wallet as a library takes it, `undefined` while disconnected (and
 * on the server), a new value after every connect, account or network switch:
 *
 * - `"eip155"` → `{ provider, address, chainId, … }`: `provider` is EIP-1193, for
 *   `new ethers.BrowserProvider(provider)` or viem's `custom(provider)`;
 * - `"solana"` → `{ wallet, account, chain, … }`: the Wallet Standard wallet and account
 *   `@solana/kit` or `@solana/web3.js` code signs with;
 * - `"bip122"` → `{ payment, ordinals, signer, … }`.
 *
 * Whatever connected it — a browser wallet, WalletConnect, the email wallet (its smart
 * account included) — it is the same object the modal and the adapter talk to.
 */
export function useFoyerProvider<N extends FoyerProviderNamespace>(
  namespace: N,
): FoyerProviders[N] | undefined {
  const foyer = useFoyer();
  const [provider, setProvider] = useState<FoyerProviders[N] | undefined>(undefined);
  useEffect(() => {
    setProvider(undefined);
    return foyer.watchProvider(namespace, (next) => setProvider(() => next));
  }, [foyer, namespace]);
  return provider;
}
