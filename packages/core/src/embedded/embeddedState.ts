import type { SocialProvider } from "@foyer/protocol";
import type { UserText } from "../i18n/coreText.js";
import { createStore, type Store } from "../store/createStore.js";
import type { EmailLoginStep, EmailUpdateStep } from "./email/emailLoginRules.js";
import type { KeyExportOutcome } from "./embeddedWallet.js";
import type { SocialLoginStep } from "./social/socialLoginRules.js";

/** The key export as the account view sees it: running (the frame shows its screen), and how the last one ended. */
export interface KeyExportState {
  open: boolean;
  outcome?: KeyExportOutcome;
  error?: UserText;
}

export const IDLE_KEY_EXPORT: KeyExportState = { open: false };

/** The email login, email update and approval state the views render (behaviour §4). */
export interface EmbeddedState {
  /** Whether the instance has an embedded wallet at all (the email section shows only then). */
  available: boolean;
  login: { step: EmailLoginStep; email?: string; error?: UserText };
  update: { step: EmailUpdateStep; newEmail?: string; error?: UserText };
  /** The social login under way or the last one's error (the Connect view's social buttons). */
  social: {
    step: SocialLoginStep;
    provider?: SocialProvider;
    error?: UserText;
    /** The error is the person's own refusal ('Connection rejected'): shown quietly. */
    rejected?: true;
  };
  /**
   * Sign In With Farcaster (ConnectingFarcaster): loading the link, waiting for the person's
   * approval at `url`, connected; or the last attempt's error ('Failed to connect to farcaster')
   * and the frame's reason for it.
   */
  farcaster: {
    step: FarcasterStep;
    url?: string;
    error?: UserText;
    reason?: UserText;
  };
  /**
   * "Continue with a passkey" (ConnectingPasskey): the frame's passkey screen is up, or the last
   * attempt's error ('Connection rejected' when the person cancelled the prompt).
   */
  passkey: { step: PasskeyStep; error?: UserText };
  /** An unsafe request is waiting for the user in the frame (ApproveTransaction). */
  approvalPending: boolean;
  /** The key export the frame runs for the account view. */
  keyExport: KeyExportState;
  /** Smart accounts: where the wallet has them, and the account type switch (behaviour §4). */
  smartAccounts: { enabledNetworks: number[]; switching: boolean; error?: UserText | undefined };
}

export const IDLE_LOGIN: EmbeddedState["login"] = { step: "idle" };
export const IDLE_UPDATE: EmbeddedState["update"] = { step: "enterEmail" };
export const IDLE_SOCIAL: EmbeddedState["social"] = { step: "idle" };
export const IDLE_FARCASTER: EmbeddedState["farcaster"] = { step: "idle" };

export type FarcasterStep = "idle" | "loading" | "waiting" | "connected";
export type PasskeyStep = "idle" | "waiting" | "connected";
export const IDLE_PASSKEY: EmbeddedState["passkey"] = { step: "idle" };

export function createEmbeddedStore(available: boolean): Store<EmbeddedState> {
  return createStore<EmbeddedState>({
    available,
    login: IDLE_LOGIN,
    update: IDLE_UPDATE,
    social: IDLE_SOCIAL,
    farcaster: IDLE_FARCASTER,
    passkey: IDLE_PASSKEY,
    approvalPending: false,
    keyExport: IDLE_KEY_EXPORT,
    smartAccounts: { enabledNetworks: [], switching: false },
  });
}
