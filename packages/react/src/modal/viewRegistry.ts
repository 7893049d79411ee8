import type { Route, View } from "@foyer/core";
import { type ComponentType, lazy } from "react";
import type { Messages } from "../i18n/en.js";
import { Connect } from "../views/Connect/Connect.js";
import { preloadableView } from "./preloadableView.js";

/** What a title may name besides the route: the app, as the host described it. */
export interface TitleContext {
  appName: string | undefined;
}

/** How the modal shows one view: its title (the dialog's name) and its component. */
export interface ViewEntry {
  title(route: Route, messages: Messages, context: TitleContext): string;
  Component: ComponentType;
}

/**
 * Every view but Connect is its own chunk: the first screen renders at once
 * and the rest downloads when the user gets there. Views export by name, so
 * each import maps its export to the `default` React.lazy expects.
 */
// Account and WalletSend share the account-area chunk (see accountArea.ts).
const Account = lazy(() => import("../views/accountArea.js").then((m) => ({ default: m.Account })));
const AllWallets = lazy(() =>
  import("../views/AllWallets/AllWallets.js").then((m) => ({ default: m.AllWallets })),
);
const ConnectingExternal = lazy(() =>
  import("../views/ConnectingExternal/ConnectingExternal.js").then((m) => ({
    default: m.ConnectingExternal,
  })),
);
// The pairing views can be loaded ahead (see preloadPairingViews), so choosing
// a wallet shows the QR placeholder at once rather than a loading state first.
const ConnectingWalletConnect = preloadableView(() =>
  import("../views/ConnectingWalletConnect/ConnectingWalletConnect.js").then(
    (m) => m.ConnectingWalletConnect,
  ),
);
// WalletConnect: the generic pairing view.
const ConnectingWalletConnectBasic = preloadableView(() =>
  import("../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js").then(
    (m) => m.ConnectingWalletConnectBasic,
  ),
);

/** Loads the pairing views' chunks ahead of a wallet choice; a failure is left to the view. */
export function preloadPairingViews(): void {
  for (const view of [ConnectingWalletConnect, ConnectingWalletConnectBasic]) {
    view.preload().catch(() => undefined);
  }
}
// The embedded wallet's views.
const ApproveTransaction = lazy(() =>
  import("../views/ApproveTransaction/ApproveTransaction.js").then((m) => ({
    default: m.ApproveTransaction,
  })),
);
const EmailLogin = lazy(() =>
  import("../views/EmailLogin/EmailLogin.js").then((m) => ({ default: m.EmailLogin })),
);
const ConnectingFarcaster = lazy(() =>
  import("../views/ConnectingFarcaster/ConnectingFarcaster.js").then((m) => ({
    default: m.ConnectingFarcaster,
  })),
);
const ConnectingPasskey = lazy(() =>
  import("../views/ConnectingPasskey/ConnectingPasskey.js").then((m) => ({
    default: m.ConnectingPasskey,
  })),
);
const UpdateEmailWallet = lazy(() =>
  import("../views/UpdateEmailWallet/UpdateEmailWallet.js").then((m) => ({
    default: m.UpdateEmailWallet,
  })),
);
const Networks = lazy(() =>
  import("../views/Networks/Networks.js").then((m) => ({ default: m.Networks })),
);
const ProfileWallets = lazy(() =>
  import("../views/ProfileWallets/ProfileWallets.js").then((m) => ({ default: m.ProfileWallets })),
);
// The sign-in view.
const SIWXSignMessage = lazy(() =>
  import("../views/SIWXSignMessage/SIWXSignMessage.js").then((m) => ({
    default: m.SIWXSignMessage,
  })),
);
const SwitchActiveChain = lazy(() =>
  import("../views/SwitchActiveChain/SwitchActiveChain.js").then((m) => ({
    default: m.SwitchActiveChain,
  })),
);
const SwitchNetwork = lazy(() =>
  import("../views/SwitchNetwork/SwitchNetwork.js").then((m) => ({ default: m.SwitchNetwork })),
);
// Receive: a lazy view inside the account-area chunk (see accountArea.ts).
const Receive = lazy(() =>
  import("../views/accountArea.js")
    .then((m) => m.loadReceive())
    .then((m) => ({ default: m.Receive })),
);
// Permissions: a lazy view inside the account-area chunk, like Receive.
const Permissions = lazy(() =>
  import("../views/accountArea.js")
    .then((m) => m.loadPermissions())
    .then((m) => ({ default: m.Permissions })),
);
// The send flow.
const WalletSend = lazy(() =>
  import("../views/accountArea.js").then((m) => ({ default: m.WalletSend })),
);
// Account names: the form and its success view, one component (it reads which from the
// route), in the account-area chunk.
const AccountName = lazy(() =>
  import("../views/accountArea.js").then((m) => ({ default: m.AccountName })),
);
const accountName: ViewEntry = {
  // The one names string the eager bundle carries.
  title: (_r, m) => m.names?.title ?? "Account name",
  Component: AccountName,
};
// Swap and Buy (onramp) share one chunk and one loader (see walletActions.ts).
const walletActions = () => import("../views/walletActions.js");
const Swap = lazy(() => walletActions().then((m) => ({ default: m.Swap })));
const Onramp = lazy(() => walletActions().then((m) => ({ default: m.Onramp })));
const WhatIsAWallet = lazy(() =>
  import("../views/WhatIsAWallet/WhatIsAWallet.js").then((m) => ({ default: m.WhatIsAWallet })),
);
const UnsupportedChain = lazy(() =>
  import("../views/UnsupportedChain/UnsupportedChain.js").then((m) => ({
    default: m.UnsupportedChain,
  })),
);

/**
 * The views this build can show. A view missing here renders an explicit
 * "not available" state (see `ViewOutlet`), never an empty modal.
 */
export const VIEW_REGISTRY: Partial<Record<View, ViewEntry>> = {
  Connect: { title: (_r, m) => m.connectWallet, Component: Connect },
  Account: { title: (_r, m) => m.account, Component: Account },
  ConnectingExternal: {
    title: (route, m) =>
      route.view === "ConnectingExternal" ? route.params.connector.name : m.connectWallet,
    Component: ConnectingExternal,
  },
  ConnectingWalletConnect: {
    title: (route, m) =>
      route.view === "ConnectingWalletConnect" ? route.params.wallet.name : m.connectWallet,
    Component: ConnectingWalletConnect.Component,
  },
  // WalletConnect
  ConnectingWalletConnectBasic: {
    title: (_r, m) => m.connectWallet,
    Component: ConnectingWalletConnectBasic.Component,
  },
  AllWallets: { title: (_r, m) => m.allWallets, Component: AllWallets },
  WhatIsAWallet: { title: (_r, m) => m.whatIsAWallet, Component: WhatIsAWallet },
  Networks: { title: (_r, m) => m.networks, Component: Networks },
  SwitchNetwork: {
    title: (route, m) =>
      route.view === "SwitchNetwork" ? route.params.network.name : m.switchNetwork,
    Component: SwitchNetwork,
  },
  UnsupportedChain: { title: (_r, m) => m.unsupportedChainTitle, Component: UnsupportedChain },
  // Sign in with X
  // The view's one title names the app asking (the view itself repeats no heading).
  SIWXSignMessage: {
    title: (_r, m, { appName }) => m.signInTo(appName ?? m.signInThisApp),
    Component: SIWXSignMessage,
  },
  SwitchActiveChain: { title: (_r, m) => m.switchActiveChainTitle, Component: SwitchActiveChain },
  ProfileWallets: { title: (_r, m) => m.connectedWallets, Component: ProfileWallets },
  // "Send" is the one wallet string the eager bundle carries, for the dialog title.
  WalletSend: { title: (_r, m) => m.wallet?.send ?? "Send", Component: WalletSend },
  Receive: { title: (_r, m) => m.wallet?.receive ?? "Receive", Component: Receive },
  Permissions: {
    title: (_r, m) => m.wallet?.permissions ?? "Permissions",
    Component: Permissions,
  },
  Swap: { title: (_r, m) => m.swap?.title ?? "Swap", Component: Swap },
  Onramp: { title: (_r, m) => m.onramp?.title ?? "Buy", Component: Onramp },
  // The embedded wallet
  EmailLogin: { title: (_r, m) => m.emailLoginTitle, Component: EmailLogin },
  ConnectingFarcaster: { title: (_r, m) => m.farcasterTitle, Component: ConnectingFarcaster },
  ConnectingPasskey: { title: (_r, m) => m.passkeyTitle, Component: ConnectingPasskey },
  UpdateEmailWallet: { title: (_r, m) => m.updateEmailTitle, Component: UpdateEmailWallet },
  ApproveTransaction: {
    title: (route, m) =>
      m.approvalTitles[
        route.view === "ApproveTransaction" ? route.params.request : "sendTransaction"
      ],
    Component: ApproveTransaction,
  },
  RegisterAccountName: accountName,
  RegisterAccountNameSuccess: accountName,
};

export function viewEntry(view: View): ViewEntry | undefined {
  return Object.hasOwn(VIEW_REGISTRY, view) ? VIEW_REGISTRY[view] : undefined;
}
