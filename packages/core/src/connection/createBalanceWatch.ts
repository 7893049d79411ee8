import type { BalanceWatch } from "./balanceWatch.js";
import type { BalanceWatchDeps, LoadedBalanceWatch } from "./minedTransactions.js";

/**
 * The instance's balance watch. Its work (waiting, the forced reads, the
 * token balance call) loads on the first transaction, so the page's first
 * load carries only this. A chunk that fails to load is reported; the
 * balances then refresh as they did before (on the next connect or switch).
 */
export function createBalanceWatch(deps: BalanceWatchDeps): BalanceWatch {
  let loaded: Promise<LoadedBalanceWatch> | undefined;
  const load = (): Promise<LoadedBalanceWatch> => {
    loaded ??= import("./minedTransactions.js").then((m) => m.createLoadedBalanceWatch(deps));
    // A failed fetch is not kept: the next transaction tries again.
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  const reported = (error: unknown) => deps.getCtx().report(error);
  return {
    follow(namespace, submission) {
      const caipAddress = deps.getCtx().accounts.get(namespace).caipAddress;
      return load()
        .then((watch) => watch.follow(namespace, submission, caipAddress))
        .catch(reported);
    },
    refresh: (namespace) =>
      load()
        .then((watch) => watch.refresh(namespace))
        .catch(reported),
  };
}
