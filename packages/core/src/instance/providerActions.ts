import type { FoyerContext } from "./context.js";
import type { Foyer } from "./foyerInstance.js";

/** The active wallet handed to another library; its own chunk, loaded by apps that do. */
export function providerActions(ctx: FoyerContext): Pick<Foyer, "getProvider" | "watchProvider"> {
  const provider = () => import("../provider/watchProvider.js");
  return {
    getProvider: (namespace) => provider().then((m) => m.currentProvider(ctx, namespace)),
    watchProvider(namespace, onChange) {
      let stop: (() => void) | undefined;
      let stopped = false;
      void provider().then((m) => {
        if (!stopped) stop = m.watchProvider(ctx, namespace, onChange);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
