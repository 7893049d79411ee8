import type { ChainAdapter } from "../adapter/ChainAdapter.js";
import { activeConnection, type ConnectionState } from "../connection/connectionState.js";
import type { Store } from "../store/createStore.js";
import type { ChainNamespace } from "../types/chain.js";
import { providerKey, toFoyerProvider } from "./foyerProvider.js";
import type { FoyerProviderNamespace, FoyerProviders } from "./walletProvider.js";

export interface ProviderWatchDeps {
  connection: Store<ConnectionState>;
  adapterFor(namespace: ChainNamespace): ChainAdapter | undefined;
  report(error: unknown): void;
}

/**
 * Calls `onChange` with the namespace's active wallet provider now (`undefined` while
 * disconnected) and again whenever the active connector, its accounts or its network
 * change. The adapter's provider is asked for afresh each time; an answer that arrives
 * after a newer change is dropped, so the last call always describes the current wallet.
 */
export function watchProvider<N extends FoyerProviderNamespace>(
  deps: ProviderWatchDeps,
  namespace: N,
  onChange: (provider: FoyerProviders[N] | undefined) => void,
): () => void {
  let key: string | undefined;
  let generation = 0;
  let stopped = false;
  const update = (): void => {
    const connection = activeConnection(deps.connection.getState(), namespace);
    const next = providerKey(connection);
    if (next === key) return;
    key = next;
    const mine = ++generation;
    const adapter = deps.adapterFor(namespace);
    if (!connection || !adapter?.getProvider) {
      onChange(undefined);
      return;
    }
    const current = (): boolean => !stopped && mine === generation;
    adapter.getProvider(connection.connectorId, connection.caipNetwork).then(
      (provided) => {
        if (current()) {
          onChange(provided ? toFoyerProvider(namespace, connection, provided) : undefined);
        }
      },
      (error: unknown) => {
        if (!current()) return;
        deps.report(error);
        onChange(undefined);
      },
    );
  };
  const stop = deps.connection.subscribe(update);
  update();
  return () => {
    stopped = true;
    stop();
  };
}

/** The namespace's active wallet provider once known: `undefined` while disconnected. */
export function currentProvider<N extends FoyerProviderNamespace>(
  deps: ProviderWatchDeps,
  namespace: N,
): Promise<FoyerProviders[N] | undefined> {
  return new Promise((resolve) => {
    let stop: (() => void) | undefined;
    let done = false;
    stop = watchProvider(deps, namespace, (provider) => {
      done = true;
      stop?.();
      resolve(provider);
    });
    if (done) stop();
  });
}
