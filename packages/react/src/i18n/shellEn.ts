/**
 * The strings the page shows before the modal's chunk has loaded: the connect
 * and network buttons and the alert's Dismiss. `en` takes them from here, so they live once;
 * the rest of the catalogue ships with the modal.
 */
export const shellEn = {
  dismiss: "Dismiss",
  connectWallet: "Connect wallet",
  connecting: "Connecting…",
  /** The network button beside the connected one, and the account view's network badge. */
  switchNetwork: "Switch network",
} as const;

/** The part of the catalogue the connect button and the alert read. */
export type ShellMessages = { readonly [K in keyof typeof shellEn]: string };
