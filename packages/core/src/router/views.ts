import type { Connector } from "../adapter/connector.js";
import type { ApprovalRequest } from "../embedded/approval/approvalRequest.js";
import type { CaipNetwork, ChainNamespace } from "../types/chain.js";

/**
 * Every modal view. The first eighteen are behaviour §2's list, spelled as there.
 * The others are implied by the spec and a full modal needs them:
 * - `Networks`: the network picker that "switch networks" (behaviour §1) opens;
 *   `SwitchNetwork` is the confirm-in-wallet step after a pick.
 * - `WhatIsAWallet`: the help page the Connect view links to for newcomers.
 * - `WalletSend`: the send flow of behaviour §4/§5, opened from Account.
 * - `Onramp`: buying crypto by card (behaviour §1, §7 onramp), opened from Account.
 * - `Receive`: the address to be paid at (behaviour §9's `receive` feature), opened from Account.
 * - `Permissions`: what the smart account granted (ERC-7715), with revoke, opened from Account.
 */
export const VIEWS = [
  "Connect",
  "Account",
  "AllWallets",
  "ConnectingExternal",
  "ConnectingWalletConnect",
  "ConnectingWalletConnectBasic",
  "ConnectingFarcaster",
  // "Continue with a passkey": the frame's passkey screen over this view's area.
  "ConnectingPasskey",
  "EmailLogin",
  "UpdateEmailWallet",
  "ProfileWallets",
  "UnsupportedChain",
  "SwitchNetwork",
  "SwitchActiveChain",
  "RegisterAccountName",
  "RegisterAccountNameSuccess",
  "SIWXSignMessage",
  "ApproveTransaction",
  "Swap",
  "Networks",
  "WhatIsAWallet",
  // The token send flow the Account view opens (behaviour §4 "Send flow resets after success").
  "WalletSend",
  // Card purchases (behaviour §7 onramp) from Account's Buy action.
  "Onramp",
  // The address as a QR code and text, from Account's Receive action (behaviour §9 receive feature).
  "Receive",
  // The smart account's granted permissions, with revoke, from Account.
  "Permissions",
] as const;

export type View = (typeof VIEWS)[number];

/** A wallet picked from the registry list (the fields the router needs). */
export interface WalletChoice {
  id: string;
  name: string;
  rdns?: string;
}

/** Params of the views that need them (behaviour §2); every other view takes none. */
export interface ViewParams {
  /** What the embedded wallet's frame asks, inside this view (its title). */
  ApproveTransaction: { request: ApprovalRequest };
  ConnectingExternal: { connector: Connector };
  ConnectingWalletConnect: { wallet: WalletChoice };
  SwitchActiveChain: {
    switchToChain: ChainNamespace;
    /** The view to show once the switch is done. */
    navigateTo?: View;
    /** Replace the current view with `navigateTo` instead of pushing it. */
    navigateWithReplace?: boolean;
    network?: CaipNetwork;
  };
  SwitchNetwork: { network: CaipNetwork };
}

/** One entry of the router history: a view and, where it has them, its params. */
export type Route = {
  [V in View]: V extends keyof ViewParams ? { view: V; params: ViewParams[V] } : { view: V };
}[View];

/** Views that can be routed to without params. */
export type PlainView = Exclude<View, keyof ViewParams>;

/** Non-empty history, oldest first; the last entry is the current view. */
export type History = readonly [Route, ...Route[]];

/** Whether a string names one of {@link VIEWS} (e.g. a view read from a URL or storage). */
export function isView(value: unknown): value is View {
  return typeof value === "string" && (VIEWS as readonly string[]).includes(value);
}
