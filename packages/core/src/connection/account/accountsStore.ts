import { createStore, type Store } from "../../store/createStore.js";
import type { ChainNamespace } from "../../types/chain.js";
import { type AccountState, initialAccountState } from "./accountState.js";

export interface AccountsState {
  byNamespace: Partial<Record<ChainNamespace, AccountState>>;
}

/** Account state per namespace (behaviour §3 "Account state per chain"). */
export interface Accounts {
  store: Store<AccountsState>;
  /** The namespace's account, or a fresh disconnected one with the namespace's default type. */
  get(namespace: ChainNamespace): AccountState;
  update(namespace: ChainNamespace, change: (account: AccountState) => AccountState): void;
}

/** Creates the per-namespace account store of one instance. */
export function createAccounts(): Accounts {
  const store = createStore<AccountsState>({ byNamespace: {} });
  const get = (namespace: ChainNamespace) =>
    store.getState().byNamespace[namespace] ?? initialAccountState(namespace);
  return {
    store,
    get,
    update(namespace, change) {
      store.setState((state) => ({
        byNamespace: { ...state.byNamespace, [namespace]: change(get(namespace)) },
      }));
    },
  };
}
