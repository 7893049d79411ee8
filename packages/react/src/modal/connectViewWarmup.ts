import type { Foyer } from "@foyer/core";
import { preloadEmailFlow, socialButtonsOf } from "@foyer/core/internal";
import { prepareWalletList } from "../views/Connect/prepareWalletList.js";
import { warmUpSocialSection } from "../views/Connect/socialSectionView.js";
import { whenIdle } from "./idle.js";

/**
 * Gets the Connect view ready while the page is idle, so the click on "Connect
 * wallet" only renders: the wallet list requests are done (or under way), the
 * social buttons' and email flows' chunks are in, the installed wallets' icons
 * and the social buttons' marks are decoded and the browser's number formatting is set up, instead of
 * starting in the click's frame — or after it, growing the card while it enters. It ships with the dialog's chunk, which the page loads at idle, so
 * the first load does not carry it. Returns the cancel function.
 */
export function warmUpConnectView(foyer: Foyer): () => void {
  // Held until cancelled so a pending decode is not collected with its Image.
  const icons: HTMLImageElement[] = [];
  const cancel = whenIdle(() => {
    // Social login needs the embedded wallet: only then does Connect show its buttons.
    const features = foyer.stores.features.getState().features;
    const embedded = foyer.stores.embedded.getState().available;
    const socials = socialButtonsOf(features.socials);
    if (embedded && socials.length) warmUpSocialSection(socials, icons).catch(() => undefined);
    // Core loads it on the first open otherwise, in the click's task.
    if (embedded) preloadEmailFlow().catch(() => undefined);
    // The first Intl.NumberFormat of a page loads the browser's number data (a few
    // ms); the "All wallets" count is the Connect view's first formatted number.
    new Intl.NumberFormat().format(0);
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
