import type { Foyer } from "@foyer/core";
import { socialButtonsOf } from "@foyer/core/internal";
import { prepareWalletList } from "../views/Connect/prepareWalletList.js";
import { SocialSectionView } from "../views/Connect/socialSectionView.js";
import { whenIdle } from "./idle.js";

/**
 * Gets the Connect view ready while the page is idle, so the click on "Connect
 * wallet" only renders: the wallet list requests are done (or under way), the
 * social buttons' chunk is in and the installed wallets' icons are decoded,
 * instead of starting in the click's frame — or after it, growing the card while
 * it enters. It ships with the dialog's chunk, which the page loads at idle, so
 * the first load does not carry it. Returns the cancel function.
 */
export function warmUpConnectView(foyer: Foyer): () => void {
  // Held until cancelled so a pending decode is not collected with its Image.
  const icons: HTMLImageElement[] = [];
  const cancel = whenIdle(() => {
    // Social login needs the embedded wallet: only then does Connect show its buttons.
    const features = foyer.stores.features.getState().features;
    if (foyer.stores.embedded.getState().available && socialButtonsOf(features.socials).length) {
      SocialSectionView.preload().catch(() => undefined);
    }
    const connectors = foyer.stores.connectors.getState().connectors;
    const walletStore = foyer.services?.wallets;
    if (walletStore) {
      prepareWalletList(walletStore, connectors, foyer.stores.connection.getState().recentWallets);
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
}
