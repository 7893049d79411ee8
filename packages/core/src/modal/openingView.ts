import type { Route } from "../router/views.js";

export interface OpeningState {
  /** An account is connected in the active namespace. */
  isConnected: boolean;
  /**
   * The instance has an adapter with browser wallets or a login of its own. Without one
   * (no adapters, or only pairing-only ones) the app's only way in is WalletConnect pairing.
   */
  hasAdapters: boolean;
  isMobile: boolean;
}

export interface OpenOptions {
  /** The view the host asked for; wins over every other rule. */
  route?: Route;
}

/**
 * The view the modal opens on (behaviour §2 "Opening rules"), checked in the
 * spec's order: a requested view; then connected → Account; then, with no
 * adapters, the pairing views (AllWallets on mobile, where wallets open by
 * deep link, otherwise ConnectingWalletConnectBasic with its QR code); then
 * Connect.
 */
export function openingView(state: OpeningState, options: OpenOptions = {}): Route {
  if (options.route) return options.route;
  if (state.isConnected) return { view: "Account" };
  if (!state.hasAdapters) {
    return state.isMobile ? { view: "AllWallets" } : { view: "ConnectingWalletConnectBasic" };
  }
  return { view: "Connect" };
}
