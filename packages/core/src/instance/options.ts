import type { ChainAdapter } from "../adapter/ChainAdapter.js";
import type { Clock } from "../effects/clock.js";
import type { KeyValueStorage } from "../effects/storage.js";
import type { EmbeddedWallet } from "../embedded/embeddedWallet.js";
import type { SocialPopups } from "../embedded/social/socialPopup.js";
import type { ErrorReporter } from "../errors/wrapSdkError.js";
import type { FeatureOptions } from "../features/featureTypes.js";
import type { LogLevel } from "../logging/logLevel.js";
import type { FarcasterCleanup } from "../router/routerStore.js";
import type { SiweConfig } from "../siwx/legacySiwe.js";
import type { SiwxConfig } from "../siwx/types.js";
import type { ThemeMode } from "../theme/themeMode.js";
import type { CaipNetwork } from "../types/chain.js";
import type { FoyerServerOptions } from "./services.js";

/** The app as wallets show it (sent to the embedded wallet as its app data, behaviour §7). */
export interface FoyerMetadata {
  name: string;
  description: string;
  url: string;
  icons: readonly string[];
}

export type { SiwxConfig } from "../siwx/types.js";

/** Options of {@link createFoyer}. */
export interface FoyerOptions {
  /** The project id the provider server knows the app by; missing → the PROJECT_ID_NOT_CONFIGURED alert on open. */
  projectId?: string;
  /** The networks the app supports, at least one. */
  networks: readonly CaipNetwork[];
  /** One adapter per namespace; none means pairing-only (behaviour §2 opening rules). */
  adapters?: readonly ChainAdapter[];
  /** Where to start when nothing was persisted; must be one of `networks`. */
  defaultNetwork?: CaipNetwork;
  /** Stay on a wallet's unlisted network instead of showing UnsupportedChain. Default false. */
  allowUnsupportedChain?: boolean;
  /** Whether users may switch networks from the modal. Default true. */
  enableNetworkSwitch?: boolean;
  /** Whether an empty accounts list from a wallet disconnects it (behaviour §4). Default true. */
  disconnectOnEmptyAccounts?: boolean;
  features?: FeatureOptions;
  /**
   * The app's terms and privacy policy: with `features.legalCheckbox` on, the Connect view
   * asks the visitor to accept them before offering any way to connect.
   */
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  /** behaviour §5: light or dark (default light); anything else throws at `createFoyer`. */
  themeMode?: ThemeMode;
  metadata?: FoyerMetadata;
  /**
   * Sign in with X (behaviour §4): `createServerSiwx(...)` (Foyer server) or
   * `createLocalSiwx(...)` (browser only), or the host's own implementation.
   */
  siwx?: SiwxConfig;
  /** The legacy sign-in option, run through `siwx`; only one of the two may be set (behaviour §5). */
  siweConfig?: SiweConfig;
  /**
   * Sign in while pairing over WalletConnect (behaviour §5 one-click auth: the
   * proposal carries the SIWX message, the wallet signs it with its approval).
   * On by default when SIWX is on and eip155 is the only namespace; `false`
   * opts out, and sign-in then runs after connect.
   */
  walletConnectOneClickAuth?: boolean;
  /** Where persisted state lives; default in memory. Pass `localStorage` in browsers. */
  storage?: KeyValueStorage;
  /**
   * Keeps this instance's persisted keys apart from other instances' on the same page:
   * `@foyer/<scope>/…` instead of `@foyer/…` (1–32 letters, digits, `-`, `_`).
   */
  storageScope?: string;
  /**
   * Server rendering: from the moment the instance is made, show the account the
   * last visit ended connected with (status reconnecting, read from `storage`, e.g. a
   * cookie storage), so the server's HTML and the first client render agree and a
   * returning visitor never sees "Connect wallet" flash. `reconnect()` then confirms
   * it or clears it, so call it once on the client. Default false.
   */
  ssr?: boolean;
  clock?: Clock;
  /**
   * Whether the page runs on a phone or tablet, where pairing opens the wallet's app by deep
   * link instead of showing a QR code. Default: `isMobileDevice()` (client hints, user agent,
   * touch and width), asked each time; pass your own to override it.
   */
  isMobile?: () => boolean;
  /**
   * The language of the modal, the embedded wallet's screens and its mails: a
   * shipped locale (`LOCALES`) or a tag whose language is one (`pt-BR` → `pt`).
   * Default: the first of `navigator.languages` that is shipped, else English.
   */
  locale?: string;
  /** The embedded-wallet steps run when leaving ConnectingFarcaster unconnected. */
  farcasterCleanup?: FarcasterCleanup;
  /**
   * The provider server. Without it (or without a project id) the instance
   * runs on its adapters alone: no blockchain API, wallet list or remote features.
   */
  server?: FoyerServerOptions;
  /** Receives errors the instance catches in the background (e.g. a failed balance fetch). */
  errorReporter?: ErrorReporter;
  /**
   * What the instance's log buffer keeps (behaviour §9: default error). `info` adds connections and
   * network changes, for a bug report read with `foyer.readLogs()`.
   */
  logLevel?: LogLevel;
  /**
   * The embedded wallet: email login, email update and approvals.
   * `createEmbeddedWallet` from `@foyer/embedded`, usually behind
   * `lazyEmbeddedWallet` so it loads on first use. The chain adapter must
   * list its AUTH connector (`createEvmAdapter({ embeddedWallet })`).
   */
  embeddedWallet?: EmbeddedWallet;
  /**
   * Opens social login's popup (`createSocialPopups` from `@foyer/embedded`). Without it the
   * social buttons report 'Failed to initiate social connection'.
   */
  socialPopups?: SocialPopups;
}
