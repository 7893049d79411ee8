import type { ChainAdapter } from "../adapter/ChainAdapter.js";
import type { Clock } from "../effects/clock.js";
import type { KeyValueStorage } from "../effects/storage.js";
import type { ErrorReporter } from "../errors/wrapSdkError.js";
import type { FeatureOptions } from "../features/featureTypes.js";
import type { FarcasterCleanup } from "../router/routerStore.js";
import type { CaipNetwork } from "../types/chain.js";
import type { FoyerServerOptions } from "./services.js";

/** The app as wallets show it (sent to the embedded wallet as its app data, SPEC §7). */
export interface FoyerMetadata {
  name: string;
  description: string;
  url: string;
  icons: readonly string[];
}

/**
 * The sign-in hook the instance needs now: whether sign-in is required and
 * whether a session exists. The full sign-in flow plugs in here later.
 */
export interface SiwxConfig {
  /** Sign-in cannot be skipped: the sign-in view cannot be closed without a session (SPEC §2). */
  required?: boolean;
  /** Whether a session exists for the connected account right now. */
  hasSession(): boolean;
}

/** Options of {@link createFoyer}. */
export interface FoyerOptions {
  /** The project id the provider server knows the app by; missing → the PROJECT_ID_NOT_CONFIGURED alert on open. */
  projectId?: string;
  /** The networks the app supports, at least one. */
  networks: readonly CaipNetwork[];
  /** One adapter per namespace; none means pairing-only (SPEC §2 opening rules). */
  adapters?: readonly ChainAdapter[];
  /** Where to start when nothing was persisted; must be one of `networks`. */
  defaultNetwork?: CaipNetwork;
  /** Stay on a wallet's unlisted network instead of showing UnsupportedChain. Default false. */
  allowUnsupportedChain?: boolean;
  /** Whether users may switch networks from the modal. Default true. */
  enableNetworkSwitch?: boolean;
  /** Whether an empty accounts list from a wallet disconnects it (SPEC §4). Default true. */
  disconnectOnEmptyAccounts?: boolean;
  features?: FeatureOptions;
  metadata?: FoyerMetadata;
  siwx?: SiwxConfig;
  /** The legacy sign-in option; only one of `siweConfig` and `siwx` may be set (SPEC §5). */
  siweConfig?: unknown;
  /** Where persisted state lives; default in memory. Pass `localStorage` in browsers. */
  storage?: KeyValueStorage;
  clock?: Clock;
  /** Whether the page runs on a mobile device; default false (no DOM in the core). */
  isMobile?: () => boolean;
  /** The embedded-wallet steps run when leaving ConnectingFarcaster unconnected. */
  farcasterCleanup?: FarcasterCleanup;
  /**
   * The provider server. Without it (or without a project id) the instance
   * runs on its adapters alone: no blockchain API, wallet list or remote features.
   */
  server?: FoyerServerOptions;
  /** Receives errors the instance catches in the background (e.g. a failed balance fetch). */
  errorReporter?: ErrorReporter;
}
