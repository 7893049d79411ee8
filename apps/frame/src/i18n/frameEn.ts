import { approvalTextsEn } from "@foyer/core/internal";
import { AUTH_REFUSAL_MESSAGES, wrongCodeWaitText } from "@foyer/protocol";
import { FRAME_REFUSAL_TEXTS } from "../errors/walletFrameError.js";

/**
 * Every string the frame's screens show, in English: the approval view, what
 * it says of each request, and the key-export screen. The app's locale
 * (sync-dapp-data) picks a translation of the same shape: a JSON catalogue in `locales/`,
 * compiled by `compileFrameMessages`.
 * Strings with a placeholder are functions so the placeholder can't be lost.
 */
const englishRelative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const englishDateTime = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

export const frameEn = {
  approve: "Approve",
  reject: "Reject",
  requestedBy: (app: string) => `Requested by ${app}`,

  // Who asks: the page's origin as the frame verified it, then the name the app gives itself.
  requestFrom: "Request from",
  claimsToBe: (app: string) => `Calls itself ${app}`,
  originMismatch: (claimed: string, origin: string) =>
    `This app says it is ${claimed}, but the request comes from ${origin}.`,

  // What the request will do, from the server's preview.
  ...approvalTextsEn.preview,

  // Typed data and sign-in messages, field by field.
  domain: "Domain",
  chainMismatch: (domainChain: string, current: string) =>
    `The signature is for chain ${domainChain}, but you are on chain ${current}.`,
  signInTo: "Sign in to",
  uri: "URI",
  statement: "Statement",
  issued: "Issued",
  expires: "Expires",
  notBefore: "Not before",
  /** A moment relative to now, as a person reads it ("in 7 days"). */
  relativeTime: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    englishRelative.format(value, unit),

  titles: {
    ...approvalTextsEn.titles,
    signTransactions: "Sign transactions",
    sendCalls: (count: number) => `Send ${count} calls in one transaction (all or none)`,
    /** The plain account sends a batch as separate transactions: an earlier one may stand alone. */
    sendCallsOneByOne: (count: number) => `Send ${count} transactions, one after another`,
  },

  // Row labels of the approval view.
  message: "Message",
  account: "Account",
  type: "Type",
  app: "App",
  chain: "Chain",
  contract: "Contract",
  to: "To",
  value: "Value",
  data: "Data",
  from: "From",
  sessionKey: "Session key",
  allows: "Allows",
  until: "Until",
  enforcedBy: "Enforced by",
  networkFees: "Network fees",
  permission: "Permission",
  takesEffect: "Takes effect",
  feePayer: "Fee payer",
  warning: "Warning",
  step: (step: number) => `Step ${step}`,
  /** Before the labels of one call of several: "Call 2: To". */
  callPrefix: (index: number) => `Call ${index}: `,
  transactionPrefix: (index: number) => `Transaction ${index}: `,

  // Row values.
  newContract: "New contract",
  none: "None",
  smartAccount: (address: string) => `${address} (smart account)`,
  smartAccountNotDeployed: (address: string) => `${address} (smart account, not deployed yet)`,
  notDeployed: "Not deployed yet: this also deploys your smart account",
  /** A moment as a person reads it, in the locale's own form (not a raw ISO timestamp). */
  dateTime: (ms: number) => englishDateTime.format(ms),
  transferUpTo: (amount: string, symbol: string, token: string) =>
    `Transfer up to ${amount} ${symbol} (${token}) in total`,
  tokensFallback: "tokens",
  sendUpTo: (amount: string) => `Send up to ${amount} ETH in total, to any address`,
  callOn: (functions: string, targets: string) =>
    `Call ${functions} on ${targets}, without sending ETH`,
  enforcedByChain: "The chain: the account's caveat enforcers refuse anything else",
  gasUpTo: (amount: string) => `Up to ${amount} ETH, deposited now for the session key`,
  gasSponsoredBy: (app: string) => `Gas sponsored by ${app}`,
  feeUpTo: (amount: string) => `Up to ${amount} ETH, paid by your account`,
  takesEffectOnChain: "On chain, with one transaction from your account",
  unknownProgram:
    "This transaction calls a program Foyer cannot read. Approve only if you trust the app.",

  // The key-export screen.
  exportIntro:
    "Anyone with this key controls your wallet. To be sure it is you, we email you a new code first.",
  exportIntroSignedIn:
    "Anyone with this key controls your wallet. Your sign-in of the last few minutes confirms it is you.",
  checkingSignIn: "Checking your sign-in…",
  code: "Code",
  codeFromEmail: "Code from your email",
  continue: "Continue",
  sendNewCode: "Send a new code",
  revealKey: "Reveal private key",
  privateKey: "Private key",
  copy: "Copy",
  cancel: "Cancel",
  done: "Done",
  noOneWatching:
    "Make sure no one can see your screen. Never share this key or paste it into a website.",
  sendingCode: "Sending a code to your email…",
  codeSent: "We emailed you a code. Enter it to continue.",
  enterCode: "Enter the 6-digit code from your email",
  checkingCode: "Checking the code…",
  codeAccepted: "Code accepted.",
  copied: "Copied",
  copyFailed: "Could not copy; select the key and copy it yourself",
  somethingWentWrong: "Something went wrong",

  // The passkey screens (Continue with a passkey, Account → Passkeys).
  passkeyTitle: "Continue with a passkey",
  passkeyIntro:
    "A passkey signs you in with your fingerprint, face or screen lock. No email, no password.",
  passkeyCreate: "Create a passkey",
  passkeyUse: "Use a passkey",
  passkeyWaiting: "Follow your browser's prompt…",
  passkeyCustody:
    "Where your passkey supports it, it also unlocks your wallet's key share on each device. Otherwise this wallet's server releases its share of the key to you after a passkey sign-in.",
  passkeyNotSupported:
    "This authenticator is not accepted. Use one that makes P-256 passkeys, such as your phone's or computer's built-in one.",
  passkeysTitle: "Passkeys",
  passkeysIntro: "Sign in to this wallet with any of these passkeys.",
  passkeysNone: "No passkeys yet.",
  passkeyAdd: "Add a passkey",
  passkeyAdded: "Passkey added.",
  passkeyRemove: "Remove",
  passkeyRemoved: "Passkey removed.",
  passkeySynced: "Synced",
  passkeyDeviceBound: "This device only",
  passkeyNeverUsed: "Not used yet",
  signedBy: "Signed by",
  signedByPasskey: "Your passkey",
  passkeyRow: "Passkey",
  addsPasskeySigner: "This also makes your passkey a signer of this account",
  close: "Close",
  created: "Created",
  lastUsed: "Last used",

  // The server's refusals, as the app shows them (see api/refusalText.ts). English is the
  // server's own text, word for word: one copy in @foyer/protocol.
  refusals: AUTH_REFUSAL_MESSAGES,
  /** The frame's own refusals, by the key its error carries (see api/refusalText.ts). */
  ownRefusals: FRAME_REFUSAL_TEXTS,
  /** The wrong-code wait, by the unit the server told it in. */
  wrongCodeWait: {
    second: (count: number) => wrongCodeWaitText({ count, unit: "second" }),
    minute: (count: number) => wrongCodeWaitText({ count, unit: "minute" }),
    hour: (count: number) => wrongCodeWaitText({ count, unit: "hour" }),
  },
};

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The frame catalogue's shape; a translation provides every key. */
export type FrameMessages = Widen<typeof frameEn>;
