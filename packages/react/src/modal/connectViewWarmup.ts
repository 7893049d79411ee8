import { useEffect } from "react";
import { useFoyer } from "../hooks/useFoyer.js";
import { prepareWalletList } from "../views/Connect/prepareWalletList.js";
import { whenIdle } from "./idle.js";

/**
 * Gets the Connect view's data ready while the page is idle, so the click on
 * "Connect wallet" only renders: the wallet list requests are done (or under
 * way) and the installed wallets' icons are decoded, instead of starting in
 * the click's frame. Runs once per instance; the view repeats it cheaply.
 */
export function useConnectViewWarmup(): void {
  const foyer = useFoyer();
  useEffect(() => {
    // Held until unmount so a pending decode is not collected with its Image.
    const icons: HTMLImageElement[] = [];
    const cancel = whenIdle(() => {
      const connectors = foyer.stores.connectors.getState().connectors;
      const walletStore = foyer.services?.wallets;
      if (walletStore) {
        prepareWalletList(
          walletStore,
          connectors,
          foyer.stores.connection.getState().recentWallets,
        );
      }
      if (typeof Image !== "function") return;
      for (const connector of connectors) {
        // Announced wallets bring their icon as a data: URL; decoding it now keeps
        // the SVG parse out of the modal's first frame.
        if (!connector.imageUrl) continue;
        const icon = new Image();
        icon.src = connector.imageUrl;
        icons.push(icon);
      }
    });
    return () => {
      cancel();
      icons.length = 0;
    };
  }, [foyer]);
}
