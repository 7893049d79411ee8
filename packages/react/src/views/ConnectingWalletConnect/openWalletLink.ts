/**
 * Opens a wallet's app from its deep link or universal link, as the page's
 * own navigation: the system hands the link to the app and the page stays
 * where it is, its pairing pending, so the visitor comes back connected. In a
 * frame, the top page navigates, since a frame can't hand a link to the system.
 */
export function openWalletLink(href: string, win: Window = window): void {
  win.open(href, win.top === win ? "_self" : "_top");
}
