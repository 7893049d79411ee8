/**
 * What the core drives to run an email login (behaviour §4): the embedded wallet
 * behind the secure frame. Only types live here, so core never depends on
 * `@foyer/embedded`; that package implements this over its frame client, and
 * tests hand in a scripted fake.
 *
 * Every method rejects with an `Error` whose message is fit to show (the
 * frame's error text, 'Unable to load email login dependency', …). Errors that
 * should raise a modal alert carry it as `details.alert` (a `FoyerError`).
 */

import type { SocialProvider } from "@foyer/protocol";
import type { SiwxConnectFields, SiwxSession } from "../siwx/types.js";
import type { ThemeMode } from "../theme/themeMode.js";
import type { AccountType } from "../types/chain.js";
import type { ApprovalRequest } from "./approval/approvalRequest.js";

/** Behaviour §7 connect-email actions: a new device, a code, or already signed in. */
export type EmailConnectAction = "VERIFY_DEVICE" | "VERIFY_OTP" | "CONNECT";

/** Behaviour §7 update-email actions. */
export type EmailUpdateAction = "VERIFY_PRIMARY_OTP" | "VERIFY_SECONDARY_OTP";

/** The signed-in user as the frame reports it (behaviour §7 get-user, the fields core reads). */
export interface EmbeddedWalletUser {
  email: string | null;
  address: string;
  chainId: number | string;
  /** The account acting: the smart account (behaviour §3 eip155 default) or the EOA. */
  accountType?: AccountType;
  /** Whether the smart account has been deployed (its first user operation deploys it). */
  smartAccountDeployed?: boolean;
  /** The wallet's Solana account (base58), when the frame holds one (behaviour §7 Solana methods). */
  solanaAddress?: string;
  /**
   * The SIWX session the frame signed with the login, when `getUser` carried
   * a `siwxMessage` (behaviour §5: email login signs in in one step).
   */
  signedIn?: SiwxSession;
}

/** What `getUser` may carry (behaviour §7 get-user). */
export interface EmbeddedGetUserOptions {
  chainId?: number | string;
  /** The account type the app prefers (persisted per namespace); the frame acts as it where it can. */
  preferredAccountType?: AccountType;
  /** The app's sign-in fields; the frame fills in account, chain and Issued At and signs. */
  siwxMessage?: SiwxConnectFields;
  /**
   * Read the email from the server rather than the frame's memory: an update
   * confirmed in another tab or on another device has changed it there.
   */
  refreshEmail?: boolean;
}

/** What `connectSocial` carries (behaviour §7 connect social). */
export interface EmbeddedConnectSocialOptions extends EmbeddedGetUserOptions {
  /** The provider server's callback URI the popup handed over (code and state). */
  uri: string;
}

/** Behaviour §7 connect social's success: get-user's fields plus the provider's name for the user. */
export interface EmbeddedSocialUser extends EmbeddedWalletUser {
  userName: string | null;
}

/** A minimal EIP-1193 provider: what a chain adapter's AUTH connector talks to. */
export interface EmbeddedProvider {
  /** `rpcUrl`: where a Solana method's transaction goes (the Solana network's RPC). */
  request(args: { method: string; params?: unknown; rpcUrl?: string }): Promise<unknown>;
  on(
    event: "accountsChanged" | "chainChanged" | "disconnect",
    listener: (value: unknown) => void,
  ): void;
  removeListener(
    event: "accountsChanged" | "chainChanged" | "disconnect",
    listener: (value: unknown) => void,
  ): void;
}

/**
 * An unsafe request (sign, send) waiting for the user in the frame, and what
 * it asks (the modal's title), or its end. `ok` tells a success (balance
 * refresh, stack pops) from a refusal. `notAllowed` is a dApp's call the
 * embedded wallet refuses outright (behaviour §6), before anything waits.
 */
export type ApprovalEvent =
  | { pending: true; request: ApprovalRequest }
  | { pending: false; ok: boolean }
  | { pending: false; notAllowed: string };

/** The modal's look, for the frame's screens (behaviour §7 sync theme). */
export interface EmbeddedTheme {
  themeMode: ThemeMode;
  /** The host's overrides, as it passed them. */
  themeVariables?: Record<string, string | number>;
  /** Every variable the modal's CSS reads, resolved, by custom-property name (`--foyer-accent`). */
  w3mThemeVariables?: Record<string, string>;
}

/** The app as the frame names it (behaviour §7 sync dapp data). */
export interface EmbeddedAppData {
  metadata?: { name: string; description: string; url: string; icons: readonly string[] };
  sdkVersion: string;
  sdkType: string;
  projectId: string;
  /** The app's locale (a shipped one): the frame's screens and the server's mails follow it. */
  locale?: string;
}

/**
 * Where the frame lays its screens: over a page element (the modal's content
 * area), following it. Core has no DOM, so the element is opaque here; the
 * wallet expects a DOM `Element`.
 */
export interface FrameSlot {
  element: object;
  /** Stacking order above the modal's. */
  zIndex: number;
}

/**
 * How a key export ended: "done" once the key was revealed in the frame and
 * the user closed the screen, "cancelled" when closed before. The key itself
 * never reaches the app.
 */
export type KeyExportOutcome = "done" | "cancelled";

export interface EmbeddedWallet {
  connectEmail(email: string): Promise<{ action: EmailConnectAction }>;
  /** Waits until the new device is approved from the mailed link; the code is mailed then. */
  connectDevice(): Promise<void>;
  connectOtp(otp: string): Promise<void>;
  /** The provider's authorization URL for the social popup (behaviour §7 get social redirect uri). */
  getSocialRedirectUri(provider: SocialProvider): Promise<{ uri: string }>;
  /** Finishes a social login from the popup's callback URI (behaviour §7 connect social). */
  connectSocial(options: EmbeddedConnectSocialOptions): Promise<EmbeddedSocialUser>;
  /** Opens a Sign In With Farcaster channel: the URL for the person's Farcaster client (behaviour §7). */
  getFarcasterUri(): Promise<{ url: string }>;
  /**
   * Waits until the person approved the sign-in in their Farcaster client, then opens the
   * wallet (behaviour §7 connect farcaster); answers the Farcaster username.
   */
  connectFarcaster(): Promise<{ userName: string }>;
  getUser(options?: EmbeddedGetUserOptions): Promise<EmbeddedWalletUser>;
  isConnected(): Promise<boolean>;
  /** Signs out in the frame. Resolves on its reply or after 3 s; never rejects. */
  signOut(): Promise<void>;
  updateEmail(email: string): Promise<{ action: EmailUpdateAction }>;
  updateEmailPrimaryOtp(otp: string): Promise<void>;
  updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }>;
  /**
   * Opens the frame's key-export screen over the page (a fresh email code,
   * then the key, all inside the frame) and resolves when the user closes it.
   */
  exportKey(): Promise<KeyExportOutcome>;
  /**
   * Opens the frame's passkey screen over the page (create a passkey, or use one; the WebAuthn
   * prompt runs in the frame) and resolves once a passkey signed the person in, with the
   * account's email when it has one. Absent, or answering undefined: the wallet has no passkey
   * screens. An aborted `signal` (the attempt was given up before or while it waited) rejects
   * without showing the screen.
   */
  connectPasskey?(options?: {
    signal?: AbortSignal;
  }): Promise<{ email: string | null } | undefined>;
  /** Opens the frame's Passkeys screen (list, add, remove) and resolves when it is closed. */
  managePasskeys?(): Promise<void>;
  /** The EIP-1193 provider over the frame, for the AUTH connector. */
  getProvider(): Promise<EmbeddedProvider>;
  /** Told when an unsafe request starts waiting for approval and when it ends. */
  onApproval(listener: (event: ApprovalEvent) => void): () => void;
  /**
   * Gives up on what waits for the user (the modal left its screen): unsafe
   * requests reject with 'Request was aborted', a key export ends "cancelled".
   */
  abortRequests?(): void;
  /**
   * The frame shows its screens (approvals, key export) only inside `slot`;
   * undefined: nowhere, the frame stays hidden. Kept until replaced.
   */
  showFrameIn?(slot: FrameSlot | undefined): void;
  /** The modal's theme; kept, and sent to the frame whenever it is ready (not loading it). */
  syncTheme?(theme: EmbeddedTheme): void;
  /** The app's data; kept, and sent to the frame once it is ready (not loading it). */
  syncAppData?(data: EmbeddedAppData): void;
  /**
   * Reloads the frame (a new page): what it held in memory — a waiting Farcaster sign-in, an
   * open login — is gone; a session comes back from its storage (behaviour §2 leaving
   * ConnectingFarcaster). Nothing when the frame was never loaded.
   */
  reload?(): void;
  /** Sends the kept app data to the frame again (behaviour §2 "resyncs its app data"). */
  resyncAppData?(): void;
  /** The EVM chain ids where the wallet has smart accounts; absent: none anywhere. */
  getSmartAccountEnabledNetworks?(): Promise<number[]>;
  /**
   * Makes the wallet act as the smart account or the EOA (behaviour §4 switch); resolves with the
   * address now acting. The wallet's provider announces it as accountsChanged.
   */
  setPreferredAccountType?(type: AccountType): Promise<{ type: AccountType; address: string }>;
}
