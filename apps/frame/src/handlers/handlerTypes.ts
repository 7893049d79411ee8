import type { FrameNotices } from "@foyer/embedded";
import type { AuthApi } from "../api/authApi.js";
import type { FrameParams } from "../bootstrap/frameParams.js";
import type { FrameLocale } from "../i18n/frameLocale.js";
import type { Approver } from "../rpc/handleRpc.js";
import type { FrameStorage } from "../storage/frameState.js";
import type { PasskeyManager } from "../ui/passkeysView.js";
import type { PasskeyScreen } from "../ui/passkeyView.js";
import type { ThemeInput } from "../ui/theme.js";
import type { UnlockedWallet } from "../wallet/custody.js";
import type { KeyExport } from "../wallet/keyExport.js";

/**
 * What a handler answers: the SUCCESS payload, or the ERROR message and, for a
 * failed wallet request, its EIP-1193 / JSON-RPC code (the protocol's ERROR
 * `code` is a number; the app rejects a reply carrying anything else), and for a
 * refusal the stable code of why (the auth server's SESSION_EXPIRED, OTP_INVALID …, or
 * the frame's own PASSKEY_CANCELLED, NOT_SIGNED_IN …) as `refusal`.
 */
export type HandlerResult =
  | { ok: true; payload?: unknown }
  | { ok: false; message: string; code?: number; refusal?: string };

export interface SessionUpdateNotice {
  type: typeof FrameNotices.SESSION_UPDATE;
  payload: { token: string };
}

/** The frame asks the app to lay it over the page, or to hide it again. No payload. */
export interface VisibilityNotice {
  type: typeof FrameNotices.SHOW | typeof FrameNotices.HIDE;
}

export type FrameNotice = SessionUpdateNotice | VisibilityNotice;

/** How a key export ended; the only thing about it the app ever hears. */
export type ExportOutcome = "done" | "cancelled";

/**
 * Shows the key-export screen and resolves when the user closes it, or
 * "cancelled" as soon as `signal` aborts (sign-out, reload). It must leave
 * nothing of the key behind in the page.
 */
export type ExportPresenter = (keyExport: KeyExport, signal: AbortSignal) => Promise<ExportOutcome>;

export interface FrameDeps {
  api: AuthApi;
  storage: FrameStorage;
  params: FrameParams;
  /** The frame's own origin; the server's RPC proxy lives there too. */
  baseUrl: string;
  fetch: typeof fetch;
  approve: Approver;
  notify: (notice: FrameNotice) => void;
  presentExport: ExportPresenter;
  /** Shows the "Continue with a passkey" screen until `signal` aborts or it is closed. */
  presentPasskey: (signal: AbortSignal) => PasskeyScreen;
  /** Shows Account → Passkeys; resolves when the user closes it or `signal` aborts. */
  presentPasskeys: (manager: PasskeyManager, signal: AbortSignal) => Promise<void>;
  applyTheme: (theme: ThemeInput) => void;
  /** The frame's language, switched by the app's sync-dapp-data; English when absent. */
  locale?: FrameLocale;
}

export interface DappData {
  name?: string | undefined;
  url?: string | undefined;
  /** The app's first icon as it gave it (shown only when inline: the frame loads nothing else). */
  icon?: string | undefined;
  /** The app's locale as it sent it: the mails this frame asks for are written in it. */
  locale?: string | undefined;
}

/** Everything the frame holds for one page load. The key lives here and nowhere else. */
export interface FrameState {
  token: string | undefined;
  wallet: UnlockedWallet | undefined;
  /** The email of the login in progress (connect email → device → otp). */
  loginEmail: string | undefined;
  /**
   * The Farcaster sign-in get-farcaster-uri opened, which connect-farcaster waits on; cleared
   * by reload and sign-out, which ends that wait.
   */
  farcasterChannel: string | undefined;
  chainId: string | number;
  rpcUrl: string | undefined;
  theme: ThemeInput;
  dapp: DappData;
  pendingRpc: Set<AbortController>;
  /** The key export on screen, if any: aborted by sign-out and reload. */
  exportRun: AbortController | undefined;
  /** The passkey screen on show (connect or Passkeys), if any: aborted by sign-out and reload. */
  passkeyRun?: AbortController | undefined;
  /**
   * The account type the app prefers (behaviour §3: smartAccount by default on eip155). Where the
   * network has no smart accounts, the EOA acts whatever this says.
   */
  preferredAccountType: "EOA" | "SMART_ACCOUNT";
}
