import type { BalanceWatch } from "./balanceWatch.js";
import type { BalanceWatchDeps, LoadedBalanceWatch } from "./minedTransactions.js";

/**
 * The instance's balance watch. Its work (waiting, the forced reads, the
 * token balance call) loads on the first transaction, so the page's first
 * load carries only this. A chunk that fails to load is reported; balances
 * then refresh as they otherwise do (connect, account or network change).
 */
export function createBalanceWatch(deps: BalanceWatchDeps): BalanceWatch {
  let loaded: Promise<LoadedBalanceWatch> | undefined;
  const run = (task: (watch: LoadedBalanceWatch) => Promise<void>): Promise<void> => {
    loaded ??= import("./minedTransactions.js").then((m) => m.createLoadedBalanceWatch(deps));
    return loaded.then(task).catch((error) => deps.getCtx().report(error));
  };
  return {
    follow(namespace, submission) {
      const caipAddress = deps.getCtx().accounts.get(namespace).caipAddress;
      return run((watch) => watch.follow(namespace, submission, caipAddress));
    },
    refresh: (namespace) => run((watch) => watch.refresh(namespace)),
  };
}
