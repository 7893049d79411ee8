import {
  INITIAL_WALLET_STORE_STATE,
  type WalletStore,
  type WalletStoreState,
} from "@foyer/core/internal";
import { useFoyer } from "./useFoyer.js";
import { type Subscribable, useStore } from "./useStore.js";

const NO_WALLETS: WalletStoreState = Object.freeze({ ...INITIAL_WALLET_STORE_STATE });

/** Stands in when the instance has no provider server: an empty list that never changes. */
const NO_WALLET_STORE: Subscribable<WalletStoreState> = Object.freeze({
  getState: () => NO_WALLETS,
  subscribe: () => () => {},
});

/** The wallet list store, or undefined without a provider server (then there is no list). */
export function useWalletStoreInstance(): WalletStore | undefined {
  return useFoyer().services?.wallets;
}

/** A slice of the wallet list store; the empty state without a provider server. */
export function useWalletList<T>(select: (state: WalletStoreState) => T): T {
  const store = useWalletStoreInstance();
  return useStore(store ?? NO_WALLET_STORE, select);
}
