import type { Foyer } from "@foyer/core";
import type { WalletChoice } from "@foyer/core/internal";
import { preloadableView } from "./preloadableView.js";

// The pairing views load ahead on interest (see `prepareWalletChoice`), so choosing
// a wallet shows the QR placeholder at once rather than a loading state first.
export const ConnectingWalletConnect = preloadableView(() =>
  import("../views/ConnectingWalletConnect/ConnectingWalletConnect.js").then(
    (m) => m.ConnectingWalletConnect,
  ),
);
// WalletConnect: the generic pairing view.
export const ConnectingWalletConnectBasic = preloadableView(() =>
  import("../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js").then(
    (m) => m.ConnectingWalletConnectBasic,
  ),
);

/**
 * A pointer entered a wallet's entry, or it took focus: a choice is near. A wallet
 * reached by pairing gets WalletConnect ready (core's `prepareWallet`) and its view's
 * chunk loads; nothing of pairing loads before such a sign, not even on open.
 */
export function prepareWalletChoice(foyer: Foyer, wallet: WalletChoice): void {
  if (foyer.prepareWallet(wallet) !== "ConnectingWalletConnect") return;
  // A failure is left to the view, which loads its chunk again when shown.
  ConnectingWalletConnect.preload().catch(() => undefined);
}
