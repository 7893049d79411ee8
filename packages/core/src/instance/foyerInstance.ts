import type { Emitter, Locale } from "@foyer/protocol";
import type { AdapterFeeOption } from "../adapter/ChainAdapter.js";
import type { Connection } from "../adapter/connection.js";
import type { BalanceFollowOptions } from "../connection/balances/balanceWatch.js";
import type { ConnectionSwitchChanges } from "../connection/switching/switchConnectionRules.js";
import type { Clock } from "../effects/clock.js";
import type { FoyerEmail } from "../embedded/email/emailLogin.js";
import type { FoyerFarcaster } from "../embedded/farcaster/farcasterLogin.js";
import type { FoyerPasskey } from "../embedded/passkey/passkeyLogin.js";
import type { FoyerSocial } from "../embedded/social/socialLogin.js";
import type { LogLevel } from "../logging/logLevel.js";
import type { FoyerNames } from "../names/foyerNames.js";
import type { FoyerProviderNamespace, FoyerProviders } from "../provider/walletProvider.js";
import type { Route, View, WalletChoice } from "../router/views.js";
import type { SendTransactionDraft } from "../send/sendRequest.js";
import type { SiwxSession } from "../siwx/types.js";
import type { ThemeMode } from "../theme/themeMode.js";
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from "../types/chain.js";
import type { FoyerEvents, FoyerStores } from "./context.js";
import type { FoyerMetadata } from "./options.js";
import type { FoyerServices } from "./services.js";

/** A Foyer instance: its stores and the actions a modal or a host calls. */
export interface Foyer {
  readonly stores: FoyerStores;
  /** Lifecycle announcements: connect, disconnect, connectionSwitch, networkChange. */
  readonly events: Pick<Emitter<FoyerEvents>, "on">;
  /** Opens the modal; `route` picks the view (e.g. `{ view: "Swap" }`), else the opening rules do. */
  open(route?: Route): void;
  /** Closes and resets to Connect; answers false (and shakes) while a required sign-in is pending. */
  close(): boolean;
  goBack(): void;
  /** Routes a wallet picked from the list to its connector or to pairing (behaviour §2). */
  chooseWallet(wallet: WalletChoice): void;
  /**
   * The visitor shows interest in `wallet` (a pointer on its entry, or focus): a wallet
   * reached by pairing gets the pairing SDK loaded and its relay reached, so the QR code
   * comes quickly once chosen. Nothing of pairing loads or connects before such a sign,
   * not even when the modal opens. Answers the view choosing it would open (so its code
   * can load ahead); cheap to call again, never throws.
   */
  prepareWallet(wallet: WalletChoice): View;
  /** The visitor ticks (or unticks) the legal checkbox of the Connect view. */
  acceptLegal(accepted: boolean): void;
  connect(connectorId: string, namespace?: ChainNamespace): Promise<Connection>;
  /**
   * Connects through WalletConnect (the pairing QR / deep link), in `namespace` when given;
   * rejects with 'WalletConnectorConnector not found' when no adapter offers it.
   */
  connectWalletConnect(namespace?: ChainNamespace): Promise<Connection>;
  /** Disconnects one namespace, or all of them. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>;
  /** Switches to another connection of a namespace (multi-wallet); answers what changed. */
  switchConnection(
    namespace: ChainNamespace,
    connectorId: string,
  ): Promise<ConnectionSwitchChanges>;
  /** Disconnects one wallet of a namespace and keeps the others (multi-wallet). */
  disconnectConnection(namespace: ChainNamespace, connectorId: string): Promise<void>;
  /**
   * Starts adding a wallet to `namespace`: opens Connect, or, when the namespace
   * has a wallet and multi-wallet is off, raises the info alert (behaviour §8) and
   * answers false.
   */
  addWallet(namespace: ChainNamespace): boolean;
  /** Restores last visit's connections without prompting; call once at start-up. */
  reconnect(): Promise<void>;
  /** The provider-server clients and wallet list, when `server` and a project id are set. */
  readonly services: FoyerServices | undefined;
  /** Applies the provider's feature answer (`GET /appkit/v1/config`); bad keys keep their defaults. */
  applyRemoteFeatures(raw: unknown): void;
  /**
   * Fetches the project's features from the provider and applies them. A
   * failure keeps the defaults and raises the alert the provider's message
   * maps to (behaviour §8), else SERVER_ERROR_APP_CONFIGURATION.
   */
  loadRemoteFeatures(): Promise<void>;
  /** Runs `listener` after any store of the instance changes. */
  subscribe(listener: () => void): () => void;
  isConnected(): boolean;
  /**
   * Stops listening to the adapters. Wallet and network actions called after it fail with
   * 'ConnectionController client not set' / 'NetworkController client not set'.
   */
  destroy(): void;
  /**
   * Keeps the active account's balances true while a view shows them: until the returned
   * function is called, the native balance is read every 4 s (and the token balances too with
   * `tokens`), so funds the account receives show without a reload. One timer for the whole
   * instance, none while nothing follows.
   */
  followBalances(options?: BalanceFollowOptions): () => void;
  /** Changes what the log buffer keeps from now on (behaviour §9; `logLevel` option, default error). */
  setLogLevel(level: LogLevel): void;
  /**
   * The log buffer (about 1 MB, oldest entries dropped first), one JSON entry a line, secrets
   * redacted: for a bug report.
   */
  readLogs(): Promise<string>;
  /** The `themeMode` option (behaviour §5), light unless the host chose dark. */
  readonly themeMode: ThemeMode;
  /** The app as the host described it (`metadata` option), for views that name the app. */
  readonly metadata: FoyerMetadata | undefined;
  /**
   * The locale the modal, the frame and the mails speak: the `locale` option or the browser's
   * at first, then the last `setLocale`.
   */
  readonly locale: Locale;
  /**
   * Switches the language in place, without a reload: `locale` is a shipped locale or a tag
   * whose language is one (`pt-BR`), anything else keeps the current one. The frame's screens
   * and the mails it asks for follow, and `subscribeLocale` listeners hear the new locale.
   * Answers the locale now spoken.
   */
  setLocale(locale: string): Locale;
  /** Calls `listener` after each change of `locale`; answers the function that stops it. */
  subscribeLocale(listener: (locale: Locale) => void): () => void;
  /** Sign in with X (behaviour §4); every action throws 'SIWX is not enabled' without `siwx`/`siweConfig`. */
  readonly siwx: FoyerSiwx;
  /** The instance's clock, so views time rules (e.g. pairing expiry) on the same time as the stores. */
  readonly clock: Clock;
  /** Whether the page runs on a phone or tablet (the `isMobile` option; default `isMobileDevice()`). */
  isMobile(): boolean;
  // Send flow: views have no adapter, so the instance fills connector, network and sender.
  /** Sends through the active wallet; resolves with the hash, rejects with a normalised wallet error. */
  sendTransaction(draft: SendTransactionDraft): Promise<string>;
  /** Gas units for the draft; undefined for namespaces without gas. */
  estimateGas(draft: SendTransactionDraft): Promise<bigint | undefined>;
  /** The fees to choose from for the draft (Bitcoin's slow/normal/fast); undefined where fees are not chosen. */
  quoteFees(draft: SendTransactionDraft): Promise<readonly AdapterFeeOption[] | undefined>;
  /** The draft's network fee in the native coin's smallest unit (Solana's lamports); undefined where none is priced so. */
  estimateFee(draft: SendTransactionDraft): Promise<bigint | undefined>;
  /** Email login and email update; state in `stores.embedded`. */
  readonly email: FoyerEmail;
  /** Social login; state in `stores.embedded.social`. */
  readonly social: FoyerSocial;
  /** Sign In With Farcaster, for ConnectingFarcaster. */
  readonly farcaster: FoyerFarcaster;
  /** "Continue with a passkey" (ConnectingPasskey) and Account → Passkeys; state in `stores.embedded.passkey`. */
  readonly passkey: FoyerPasskey;
  /** Account-name registration (behaviour §4), when the provider server is configured. */
  readonly names: FoyerNames | undefined;
  /**
   * The namespace's active wallet as a library takes it (an EIP-1193 provider for eip155, the
   * Wallet Standard wallet and account for solana, a signer for bip122); `undefined` while
   * disconnected. See `getFoyerProvider`.
   */
  getProvider<N extends FoyerProviderNamespace>(
    namespace: N,
  ): Promise<FoyerProviders[N] | undefined>;
  /**
   * Calls `onChange` with the namespace's active wallet provider now and after every connect,
   * disconnect, account or network switch; returns the function that stops it.
   */
  watchProvider<N extends FoyerProviderNamespace>(
    namespace: N,
    onChange: (provider: FoyerProviders[N] | undefined) => void,
  ): () => void;
}

/** The sign-in actions the SIWXSignMessage view and hosts call. */
export interface FoyerSiwx {
  /** Sign: message → wallet → session; on success the modal closes. */
  signIn(): Promise<SiwxSession | undefined>;
  /** Cancel: closes, or (required) switches back to the last signed network or disconnects. */
  cancel(): Promise<void>;
  /** Revokes the active account's session on the active network. */
  signOut(): Promise<void>;
  /** The active account's session, when one is known. */
  getSession(): SiwxSession | undefined;
}
