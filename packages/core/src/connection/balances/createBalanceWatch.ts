import type { BalanceWatch } from "./balanceWatch.js";
import type { BalanceWatchDeps, LoadedBalanceWatch } from "./minedTransactions.js";

/**
 * The instance's balance watch. Its work (waiting, the forced reads, the
 * token balance call, the follow of shown balances) loads on the first
 * transaction or the first view that shows a balance, so the page's first
 * load carries only this. A chunk that fails to load is reported; balances
 * then refresh as they otherwise do (connect, account or network change).
 */
export function createBalanceWatch(deps: BalanceWatchDeps): BalanceWatch {
  let loaded: Promise<LoadedBalanceWatch> | undefined;
  let stopped = false;
  const run = (task: (watch: LoadedBalanceWatch) => unknown): Promise<void> => {
    loaded ??= import("./minedTransactions.js").then((m) => m.createLoadedBalanceWatch(deps));
    return loaded.then(task).then(
      () => {},
      (error) => deps.getCtx().report(error),
    );
  };
  return {
    follow(namespace, submission) {
      const caipAddress = deps.getCtx().accounts.get(namespace).caipAddress;
      return run((watch) => watch.follow(namespace, submission, caipAddress));
    },
    refresh: (namespace) => run((watch) => watch.refresh(namespace)),
    followShown(options) {
      let stop: (() => void) | undefined;
      let left = false;
      void run((watch) => {
        if (!left && !stopped) stop = watch.shown.follow(options);
      });
      return () => {
        left = true;
        stop?.();
      };
    },
    stop() {
      stopped = true;
      void loaded?.then((watch) => watch.shown.stop());
    },
  };
}
