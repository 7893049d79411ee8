import { APPROVAL_TITLES, type CoreTexts, messages } from "@foyer/core/internal";
import type { AlertCatalogue } from "./coreText/alertTexts.js";
import type { NamesMessages } from "./namesEn.js";
import type { OnrampMessages } from "./onrampEn.js";
import type { TransactionPreviewMessages } from "./previewEn.js";
import { shellEn } from "./shellEn.js";
import type { SocialMessages } from "./socialEn.js";
import type { SwapMessages } from "./swapEn.js";
import type { WalletMessages } from "./walletEn.js";

/**
 * Every string the modal shows, in English. Strings the spec spells (behaviour §8)
 * come from core's catalogue so the wording never drifts; the rest is ours.
 * Strings with a placeholder are functions so the placeholder can't be
 * forgotten.
 */
export const en = {
  // Shell
  close: "Close",
  back: "Back",
  loading: "Loading",
  tryAgain: "Try again",
  viewUnavailable: "This screen is not available",
  viewUnavailableBody: (view: string) => `The "${view}" screen is not part of this build yet.`,
  viewFailedToLoad: "This screen failed to load",
  viewFailedToLoadBody: "Check your connection and try again.",

  // Connect button ("Connect wallet", "Connecting…") and the alert's "Dismiss": on the
  // page before the modal's chunk loads, so they live in shellEn.
  ...shellEn,

  // Connect
  recent: "Recent",
  installed: "Installed",
  /** A namespace as a person knows it, e.g. on a wallet row listed for two. */
  namespaceName: (namespace: string) =>
    ({ eip155: "EVM", solana: "Solana", bip122: "Bitcoin", polkadot: "Polkadot" })[namespace] ??
    namespace,
  allWallets: "All wallets",
  // The legal checkbox: `{terms}` and `{privacy}` become the links.
  legalConsent: "I agree to the {terms} and the {privacy}.",
  legalConsentTerms: "I agree to the {terms}.",
  legalConsentPrivacy: "I agree to the {privacy}.",
  termsOfService: "Terms of Service",
  privacyPolicy: "Privacy Policy",
  // What is a wallet (linked from Connect)
  newToWallets: "New to wallets?",
  whatIsAWallet: "What is a wallet?",
  walletExplainedKeys:
    "A wallet holds the keys to your accounts on a blockchain. With it you sign in to apps like this one without a password, and approve what you send or sign.",
  walletExplainedKinds:
    "It can be an app on your phone, an extension in your browser, or one made for you here from your email or a social account.",
  walletExplainedSafety:
    "This app never sees your keys: every request shows in your wallet, and nothing happens until you approve it.",
  chooseAWallet: "Choose a wallet",
  noWalletsFound: "No wallets found",
  noWalletsFoundBody: "Install a browser wallet or connect a mobile wallet.",

  // Connecting
  continueIn: (name: string) => `Continue in ${name}`,
  continueInBody: "Accept the connection request in your wallet.",
  connectionRejected: messages.connectionRejected,
  connectionRejectedBody: "You declined the request in your wallet.",
  failedToConnect: messages.failedToConnect,
  failedToConnectBody: "Something went wrong while connecting. Please try again.",
  /** behaviour §8: the wallet is on none of the app's networks of its namespace (a Bitcoin wallet). */
  connectorSupportsNoRequestedChain: messages.connectorSupportsNoRequestedChain,

  // Account
  account: "Account",
  copyAddress: "Copy address",
  addressCopied: "Address copied",
  /** A Bitcoin connection's accounts by role (behaviour §3: payment index 0, ordinal index 1). */
  bitcoinAccounts: "Bitcoin accounts",
  bitcoinPaymentAccount: "Payment",
  bitcoinOrdinalAccount: "Ordinals",
  copy: "Copy",
  copyAccountAddress: (account: string) => `Copy the ${account} address`,
  copyFailed: "Could not copy the address",
  viewOnExplorer: (explorer: string) => `View on ${explorer}`,
  disconnect: "Disconnect",
  balanceUnavailable: "Balance unavailable",
  accountTabs: "Account sections",
  tokens: "Tokens",
  nfts: "NFTs",
  activity: "Activity",
  noTokens: "No tokens yet",
  noNfts: "No NFTs yet",
  noActivity: "No activity yet",
  avatarAlt: (name: string) => `Avatar of ${name}`,

  // Networks
  networks: "Networks",
  activeNetwork: "Active",
  networkNotServed: "Not available on this server",
  networkNotServedBody: (network: string) =>
    `${network} is not available on this server: its balances, activity and sends cannot be read here. Switch to another network.`,
  switchingNetwork: "Switching network",
  approveInWallet: (network: string) => `Approve the switch to ${network} in your wallet.`,
  switchRejected: "Switch declined",
  switchRejectedBody: "You declined the network switch in your wallet.",
  switchFailed: "Switch failed",
  switchFailedBody: "The wallet could not switch networks.",
  unsupportedChainTitle: "Unsupported network",
  unsupportedChain: "This app doesn't support your current network",
  unsupportedChainBody: "Switch to one of the networks below to continue.",
  switchActiveChainTitle: "Switch chain",
  switchActiveChain: (namespace: string) => `Switching to ${namespace}`,

  // All wallets
  searchWallets: "Search wallets",
  filterByNetwork: "Filter by network",
  searching: "Searching",
  noSearchResults: (query: string) => `No wallets match "${query}"`,
  walletList: "Wallets",

  // Profile wallets
  connectedWallets: "Connected wallets",
  active: "Active",
  switchTo: (name: string) => `Switch to ${name}`,
  disconnectWallet: (name: string) => `Disconnect ${name}`,
  /** A wallet of last visit that did not come back, or that the user disconnected. */
  walletDisconnected: "Disconnected",
  switchWallet: "Switch",
  addWalletTo: (namespace: string) => `Add ${namespace} wallet`,
  /** behaviour §4: a switch says whether the wallet or only the account changed. */
  walletSwitched: "Wallet switched",
  accountSwitched: "Account switched",

  // WalletConnect (ConnectingWalletConnect, ConnectingWalletConnectBasic)
  walletConnectUnavailable: "WalletConnect is not set up",
  walletConnectUnavailableBody: "This app has not configured WalletConnect, so wallets can't pair.",
  preparingPairing: "Preparing the pairing…",
  pairingQrLabel: "WalletConnect QR code",
  scanWithWallet: (name: string) => `Scan this code with ${name} on your phone`,
  scanWithAnyWallet: "Scan this code with a WalletConnect wallet",
  yourWallet: "your wallet",
  openWallet: (name: string) => `Open ${name}`,
  /** Mobile: the wallet's app opens by its deep link; Open goes again. */
  openingWallet: (name: string) => `Opening ${name}. Approve there, then come back to this page.`,
  noMobileLink: (name: string) =>
    `${name} has no link to open it from this browser. Copy the link and paste it into ${name}.`,
  pasteInWallet: "Copy the link and paste it into your wallet.",
  openDesktopApp: "Open desktop app",
  openWebApp: "Open web app",
  copyLink: "Copy link",
  linkCopied: "Link copied",
  linkCopyFailed: "Could not copy the link",
  pairingLink: "Pairing link",

  // Sign in (SIWXSignMessage view)
  signInTo: (app: string) => `Sign in to ${app}`,
  signInThisApp: "this app",
  signInBody:
    "Sign a message in your wallet to prove this address is yours. It is free and sends no transaction.",
  signInRequiredNote: "Signing in is required. Cancelling disconnects your wallet.",
  signInSign: "Sign",
  signInCancel: "Cancel",
  signInPending: "Waiting for your wallet…",

  // Embedded wallet: email login, email update, approvals
  emailLabel: "Email",
  emailPlaceholder: "you@example.com",
  emailContinue: "Continue",
  emailSending: "Sending code…",
  emailLoginTitle: "Email login",
  farcasterTitle: "Sign in with Farcaster",
  emailCodeSentTo: (email: string) => `Enter the 6-digit code we sent to ${email}`,
  emailCodeLabel: "6-digit code",
  emailCodeSubmit: "Confirm",
  emailCodeChecking: "Checking the code…",
  emailResend: "Resend code",
  emailDeviceTitle: "Approve this device",
  emailDeviceBody: (email: string) =>
    `We sent a link to ${email}. Open it on any device to approve the login in your email; the code follows.`,
  emailWaitingForApproval: "Waiting for the approval",
  emailConnecting: "Connecting your wallet…",
  emailLoginRestart: "Start again",
  updateEmail: "Update email",
  updateEmailTitle: "Update email",
  updateEmailNewLabel: "New email",
  updateEmailCodeCurrent: (email: string) =>
    `Enter the code we sent to your current email ${email}`,
  updateEmailCodeNew: (email: string) => `Enter the code we sent to ${email}`,
  // What the embedded wallet's frame asks, as the modal's title over its screen.
  approvalTitles: APPROVAL_TITLES,
  approveTransactionBody: "Review and approve the request in the secure wallet window.",
  approveTransactionWaiting: "Waiting for your approval",
  exportKey: APPROVAL_TITLES.exportKey,
  exportKeyOpen: "Finish the export in the secure wallet window",
  exportKeyDone: "Private key exported. Keep it somewhere safe.",
  // "Continue with a passkey" (Connect, ConnectingPasskey) and Account → Passkeys.
  passkeyContinue: "Continue with a passkey",
  passkeyTitle: "Passkey",
  passkeyOpen: "Continue in the secure wallet window",
  passkeyTryAgain: "Try again",
  passkeysOpen: "Manage your passkeys in the secure wallet window",
  passkeys: APPROVAL_TITLES.passkeys,
  switchToSmartAccount: "Switch to your smart account",
  switchToEoa: "Switch to your EOA",
} as const;

/** The message catalogue's shape; a translation provides the same keys. */
export type Messages = {
  readonly [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K];
} & {
  // Tokens, activity, send: their strings ship with those lazy views,
  // so only the type is referenced here; see `walletEn`.
  readonly wallet?: WalletMessages;
  // Social login's strings ship with its lazy section: see `socialEn`.
  readonly social?: SocialMessages;
  // The account-name views' strings, likewise; see `namesEn`.
  readonly names?: NamesMessages;
  /** The Swap view's strings, likewise; see `swapEn`. */
  readonly swap?: SwapMessages;
  /** The Buy view's strings, likewise; see `onrampEn`. */
  readonly onramp?: OnrampMessages;
  /** A review's transaction preview (Send, Swap), likewise; see `previewEn`. */
  readonly preview?: TransactionPreviewMessages;
  /**
   * Core's texts the modal shows (errors, toasts, form messages) in this language, by key;
   * a key it lacks shows core's English. See `coreText/renderCoreText.ts`.
   */
  readonly coreTexts?: Partial<CoreTexts>;
  /** The alerts' titles and bodies, by alert code; see `coreText/alertTexts.ts`. */
  readonly alerts?: Partial<AlertCatalogue>;
};
