import { type Locale, resolveLocale } from "@foyer/protocol";
import type { AdapterFeeOption, ChainAdapter } from "../adapter/ChainAdapter.js";
import type { Connection } from "../adapter/connection.js";
import type { Connector } from "../adapter/connector.js";
import { createEmitter, type Emitter } from "../adapter/emitter.js";
import { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION } from "../api/apiClient.js";
import type { OriginsOutcome } from "../api/project/projectAlerts.js";
import { type Accounts, createAccounts } from "../connection/accountsStore.js";
import { listenToAdapter } from "../connection/adapterEvents.js";
import type { BalanceFollowOptions } from "../connection/balanceWatch.js";
import { connect } from "../connection/connect.js";
import { type ConnectionState, initialConnectionState } from "../connection/connectionState.js";
import { createBalanceWatch } from "../connection/createBalanceWatch.js";
import { disconnect } from "../connection/disconnect.js";
import { requireWalletConnectConnector } from "../connection/findConnector.js";
import { addWalletAlert, connectorsForAdding } from "../connection/multiWallet.js";
import { reconnect } from "../connection/reconnectFlow.js";
import { restoredAccounts } from "../connection/restoredAccounts.js";
import type { ConnectionSwitchChanges } from "../connection/switchConnection.js";
import { isMobileDevice } from "../device/mobileDevice.js";
import { type Clock, systemClock } from "../effects/clock.js";
import { createMemoryStorage } from "../effects/storage.js";
import { abortOnLeavingApproval, applyApprovalEvent } from "../embedded/approvalEvents.js";
import type { FoyerEmail } from "../embedded/emailLogin.js";
import { createEmbeddedStore } from "../embedded/embeddedState.js";
import { createFarcasterFlow, type FoyerFarcaster } from "../embedded/farcasterLogin.js";
import { lazyEmailFlow, restoreEmbeddedSession } from "../embedded/lazyEmailFlow.js";
import { createPasskeyFlow, type FoyerPasskey } from "../embedded/passkeyLogin.js";
import { createSocialFlow, type FoyerSocial } from "../embedded/socialLogin.js";
import { ALERTS } from "../errors/alerts.js";
import { ConnectionError } from "../errors/connectionError.js";
import { messages } from "../errors/messages.js";
import { wrapSdkError } from "../errors/wrapSdkError.js";
import { DEFAULT_FEATURES } from "../features/defaultFeatures.js";
import { mergeFeatures } from "../features/mergeFeatures.js";
import { parseRemoteFeatures } from "../features/parseRemoteFeatures.js";
import { browserLanguages } from "../i18n/browserLanguages.js";
import { createLegalStore } from "../legal/legalConsent.js";
import { createLogger } from "../logging/createLogger.js";
import type { LogLevel } from "../logging/logLevel.js";
import { watchForLog } from "../logging/watchForLog.js";
import { createAlerts } from "../modal/alertStore.js";
import { close, goBack, open } from "../modal/modalActions.js";
import { createModal } from "../modal/modalStore.js";
import { createFoyerNames, type FoyerNames } from "../names/foyerNames.js";
import { createNetworks } from "../network/networksStore.js";
import { switchNetwork } from "../network/switchNetwork.js";
import { createPersistence, type Persistence } from "../persistence/createPersistence.js";
import { assertStorageScope } from "../persistence/scope.js";
import type { FoyerProviderNamespace, FoyerProviders } from "../provider/walletProvider.js";
import { createRouter } from "../router/routerStore.js";
import type { Route, View, WalletChoice } from "../router/views.js";
import { viewForWalletChoice } from "../router/walletChoice.js";
import type { SendTransactionDraft } from "../send/sendRequest.js";
import { createDeferredSiwxFlow } from "../siwx/deferredSiwxFlow.js";
import { assertSingleSiwxOption } from "../siwx/siwxOptions.js";
import type { SiwxSession } from "../siwx/types.js";
import { createStore, type Store } from "../store/createStore.js";
import { assertThemeMode, type ThemeMode } from "../theme/themeMode.js";
import { createToastStore } from "../toast/createToastStore.js";
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from "../types/chain.js";
import type { FeaturesState, FoyerContext, FoyerEvents, FoyerStores } from "./context.js";
import type { SdkErrorReporting } from "./errorReporting.js";
import type { FoyerMetadata, FoyerOptions } from "./options.js";
import { projectIdAlert } from "./projectId.js";
import { isConnected } from "./selectors.js";
import { createServices, type FoyerServices } from "./services.js";

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

/**
 * Creates an instance. Everything lives inside it (no module state), so two
 * instances on a page share nothing. Effects are injected: adapters, storage
 * (default memory), clock (default system), `isMobile`.
 *
 * Throws a `FoyerError` for options that can't work: both `siwx` and
 * `siweConfig` ('Cannot set both `siweConfig` and `siwx` options'), no
 * networks, a default network outside `networks`, or a `themeMode` other
 * than light or dark. A missing project id
 * does not throw: opening shows the PROJECT_ID_NOT_CONFIGURED alert.
 */
export function createFoyer(input: FoyerOptions): Foyer {
  // Untyped callers may pass anything; a non-object then fails as "no networks".
  const options: FoyerOptions =
    typeof input === "object" && input !== null ? input : { networks: [] };
  assertSingleSiwxOption(options);
  assertThemeMode(options.themeMode);
  const clock = options.clock ?? systemClock;
  const logger = createLogger({ clock, ...(options.logLevel ? { level: options.logLevel } : {}) });
  assertStorageScope(options.storageScope);
  const persistence = createPersistence(
    options.storage ?? createMemoryStorage(),
    clock,
    options.storageScope,
  );
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    (options.adapters ?? []).map((adapter) => [adapter.namespace, adapter]),
  );
  const networks = createNetworks(Array.isArray(options.networks) ? options.networks : [], {
    ...(options.defaultNetwork ? { defaultNetwork: options.defaultNetwork } : {}),
    ...restoredNetwork(persistence.activeNetworkId.get()),
  });
  const accounts = createAccounts();
  const preferred = persistence.preferredAccountTypes.get() ?? {};
  for (const namespace of Object.keys(preferred) as ChainNamespace[]) {
    const type = preferred[namespace];
    if (type) accounts.update(namespace, (a) => ({ ...a, preferredAccountType: type }));
  }
  const connection = createStore<ConnectionState>({
    ...initialConnectionState(),
    recentWallets: persistence.recentWallets.get() ?? [],
  });
  if (options.ssr) showLastAccounts(persistence, accounts, connection);
  const connectors = createStore<{ connectors: readonly Connector[] }>({
    connectors: [...adapters.values()].flatMap((adapter) => adapter.getConnectors()),
  });
  const features = createStore<FeaturesState>({
    features: mergeFeatures(DEFAULT_FEATURES, undefined, options.features),
  });
  const events = createEmitter<FoyerEvents>((error) => ctx.report(error));
  const modal = createModal(clock);
  const signIn = createDeferredSiwxFlow(options, clock, () => ctx);
  const embedded = createEmbeddedStore(options.embeddedWallet !== undefined);
  // Core's own reporter to POST /e: made only once the host opted in (features.analytics),
  // its code fetched then (see loadRemoteFeatures).
  const services =
    options.server && !projectIdAlert(options.projectId)
      ? createServices(options.server, options.projectId ?? "", clock, options.networks)
      : undefined;
  let reporting: SdkErrorReporting | undefined;
  const ctx: FoyerContext = {
    options,
    clock,
    persistence,
    events,
    modal,
    router: createRouter({
      isConnected: () => isConnected(ctx),
      // Behaviour §2: by default the embedded wallet's own clean-up; a host may hand in its own.
      farcasterCleanup: options.farcasterCleanup ?? {
        clearFarcasterLink: () => farcaster.clearFarcasterLink(),
        reloadEmbeddedWallet: () => options.embeddedWallet?.reload?.(),
        resyncAppData: () => options.embeddedWallet?.resyncAppData?.(),
      },
    }),
    alerts: createAlerts(),
    accounts,
    networks,
    connection,
    connectors,
    features,
    toast: createToastStore(clock, {
      // Failures are rare: the few lines that log them load with the first.
      onError: (message, cause) =>
        void import("../logging/logFailure.js").then((m) => m.logFailure(logger, message, cause)),
    }),
    siwx: signIn.store,
    embedded,
    legal: createLegalStore(options),
    signIn,
    balances: createBalanceWatch({
      getCtx: () => ctx,
      accountData: services ? () => services.accountData() : undefined,
    }),
    adapterFor: (namespace) => adapters.get(namespace),
    servedNetworks: () =>
      services
        ? services
            .accountData()
            .then((data) => data.blockchain.chains.list())
            .then(
              (list) => new Set(list),
              () => undefined,
            )
        : Promise.resolve(undefined),
    logger,
    report(error) {
      const wrapped = wrapSdkError(error);
      logger.log("error", wrapped.shortMessage, { error: wrapped });
      options.errorReporter?.report(wrapped);
      reporting?.report(wrapped);
    },
  };
  const stopListening = [
    ...[...adapters.values()].map((adapter) => listenToAdapter(ctx, adapter)),
    signIn.start(),
    options.embeddedWallet?.onApproval((event) => applyApprovalEvent(ctx, embedded, event)) ??
      (() => {}),
    abortOnLeavingApproval(ctx, embedded),
    // Adding a wallet to a namespace lasts until the modal closes.
    ctx.modal.store.subscribe(() => {
      if (!ctx.modal.store.getState().open && connection.getState().addingWalletTo) {
        connection.setState({ addingWalletTo: undefined });
      }
    }),
    watchForLog(events, logger),
  ];
  stopListening.push(() => ctx.balances.stop());
  const names = services && createFoyerNames(ctx, services);
  if (names) stopListening.push(names.stop);
  let locale = resolveLocale(options.locale, browserLanguages());
  const localeListeners = new Set<(locale: Locale) => void>();
  syncAppData(options, locale);
  const stores: FoyerStores = {
    modal: ctx.modal,
    router: ctx.router,
    alerts: ctx.alerts,
    accounts,
    networks,
    connection,
    connectors,
    features,
    toast: ctx.toast,
    siwx: signIn.store,
    embedded,
    legal: ctx.legal,
  };
  // After destroy() the instance no longer hears its adapters, so acting through them would
  // leave the stores wrong: those calls fail with behaviour §8's client-not-set messages instead.
  let destroyed = false;
  const live = <T>(message: string, run: () => Promise<T>): Promise<T> =>
    destroyed ? Promise.reject(clientNotSet(message)) : run();
  /** Where choosing `wallet` leads: its connector, or pairing. */
  const routeForChoice = (wallet: WalletChoice): Route =>
    viewForWalletChoice(
      wallet,
      connectorsForAdding(connectors.getState().connectors, connection.getState().addingWalletTo),
    );
  const email = lazyEmailFlow(ctx, embedded);
  const social = createSocialFlow(ctx, embedded);
  const farcaster = createFarcasterFlow(ctx, embedded);
  const passkey = createPasskeyFlow(ctx, embedded);

  return {
    stores,
    events,
    open: (route) => open(ctx, route),
    acceptLegal: (accepted) => ctx.legal.setState({ accepted }),
    close: () => close(ctx),
    goBack: () => goBack(ctx),
    chooseWallet: (wallet) => ctx.router.push(routeForChoice(wallet)),
    prepareWallet(wallet) {
      const route = routeForChoice(wallet);
      if (route.view === "ConnectingWalletConnect" && !destroyed) {
        for (const adapter of adapters.values()) adapter.preparePairing?.();
      }
      return route.view;
    },
    connect: (connectorId, namespace) =>
      live(messages.connectionClientNotSet, () => connect(ctx, connectorId, namespace)),
    connectWalletConnect: (namespace) =>
      live(messages.connectionClientNotSet, async () => {
        const connector = requireWalletConnectConnector(ctx, namespace);
        return connect(ctx, connector.id, connector.chain);
      }),
    disconnect: (namespace) =>
      live(messages.connectionClientNotSet, () => disconnect(ctx, namespace)),
    switchNetwork: (network) =>
      live(messages.networkClientNotSet, () => switchNetwork(ctx, network)),
    switchConnection: (namespace, connectorId) =>
      // Multi-wallet only, and only once the user switches: off the first load.
      live(messages.connectionClientNotSet, async () => {
        const { switchConnection } = await import("../connection/switchConnectionFlow.js");
        return switchConnection(ctx, namespace, connectorId);
      }),
    // Its own chunk: only the multi-wallet list calls it, so the first load does not carry it.
    disconnectConnection: (namespace, connectorId) =>
      import("../connection/disconnectConnection.js").then((m) =>
        m.disconnectConnection(ctx, namespace, connectorId),
      ),
    addWallet(namespace) {
      const alert = addWalletAlert(
        connection.getState().connections[namespace],
        features.getState().features,
      );
      if (alert) {
        ctx.alerts.raise(alert);
        return false;
      }
      connection.setState({ addingWalletTo: namespace });
      // From inside the modal Back returns to where the user was; from the host it opens.
      if (ctx.modal.store.getState().open) ctx.router.push({ view: "Connect" });
      else open(ctx, { view: "Connect" });
      return true;
    },
    reconnect: () =>
      live(messages.connectionClientNotSet, async () => {
        await Promise.all([reconnect(ctx), restoreEmbeddedSession(ctx, embedded)]);
      }),
    services,
    applyRemoteFeatures(raw) {
      features.setState({
        features: mergeFeatures(DEFAULT_FEATURES, parseRemoteFeatures(raw), options.features),
      });
    },
    async loadRemoteFeatures() {
      if (!services) return;
      // The modal shows it is loading until the project's features decide what it offers.
      ctx.modal.setLoading(true);
      try {
        // The page's origin first: on an unlisted one that is the alert that explains the rest.
        const origins = await services.projectConfig
          .getAllowedOrigins()
          .then((list): OriginsOutcome => ({ origins: list }))
          .catch((error: unknown): OriginsOutcome => ({ error }));
        // The alert rules load with the answers: the first screen does not carry them.
        const { currentPageOrigin, originsAlert, remoteConfigAlert } = await import(
          "../api/project/projectAlerts.js"
        );
        const originAlert = originsAlert(origins, currentPageOrigin());
        if (originAlert) ctx.alerts.raise(originAlert);
        try {
          const remote = await services.projectConfig.getConfig();
          features.setState({
            features: mergeFeatures(DEFAULT_FEATURES, remote.features, options.features),
            ...(remote.prices ? { prices: remote.prices } : {}),
          });
          if (features.getState().features.analytics) {
            reporting ??= await createReporting(ctx, services, clock, options.metadata);
            await reporting.refresh(true);
          }
        } catch (error) {
          ctx.report(error);
          if (!originAlert) ctx.alerts.raise(remoteConfigAlert(error));
        }
      } catch (error) {
        // The rules' chunk did not load (the network dropped): the defaults stay.
        ctx.report(error);
        ctx.alerts.raise(ALERTS.SERVER_ERROR_APP_CONFIGURATION);
      } finally {
        ctx.modal.setLoading(false);
      }
    },
    subscribe(listener) {
      const offs = [
        ctx.modal.store,
        ctx.router.store,
        ctx.alerts.store,
        accounts.store,
        networks.store,
        connection,
        connectors,
        features,
        ctx.toast,
        signIn.store,
        embedded,
        ...(services ? [services.wallets] : []),
      ].map((store) => store.subscribe(listener));
      return () => {
        for (const off of offs) off();
      };
    },
    isConnected: () => isConnected(ctx),
    clock,
    isMobile: () => (options.isMobile ?? isMobileDevice)(),
    // The send flow's code loads with its first use: the first load does not carry it.
    sendTransaction: (draft) =>
      live(messages.connectionClientNotSet, async () =>
        (await import("../send/walletTransactions.js")).sendTransaction(ctx, draft),
      ),
    estimateGas: (draft) =>
      live(messages.connectionClientNotSet, async () =>
        (await import("../send/walletTransactions.js")).estimateGas(ctx, draft),
      ),
    quoteFees: (draft) =>
      live(messages.connectionClientNotSet, async () =>
        (await import("../send/walletTransactions.js")).quoteFees(ctx, draft),
      ),
    estimateFee: (draft) =>
      live(messages.connectionClientNotSet, async () =>
        (await import("../send/walletTransactions.js")).estimateFee(ctx, draft),
      ),
    followBalances: (followOptions) =>
      destroyed ? () => {} : ctx.balances.followShown(followOptions),
    setLogLevel: (level) => logger.setLevel(level),
    readLogs: () => logger.read(),
    themeMode: options.themeMode ?? "light",
    metadata: options.metadata,
    get locale() {
      return locale;
    },
    setLocale(next) {
      const resolved = resolveLocale(next, [locale]);
      if (resolved === locale || destroyed) return locale;
      locale = resolved;
      // The frame reads the locale per screen and per mail: sending it again is the switch.
      syncAppData(options, locale);
      for (const listener of [...localeListeners]) listener(locale);
      return locale;
    },
    subscribeLocale(listener) {
      localeListeners.add(listener);
      return () => localeListeners.delete(listener);
    },
    email,
    social,
    farcaster,
    passkey,
    names,
    siwx: {
      signIn: () => signIn.signIn(),
      cancel: () => signIn.cancel(),
      signOut: () => signIn.signOut(),
      getSession: () => signIn.store.getState().session,
    },
    // Its own chunk: only apps that hand the wallet to another library load it.
    getProvider: (namespace) =>
      import("../provider/watchProvider.js").then((m) => m.currentProvider(ctx, namespace)),
    watchProvider(namespace, onChange) {
      let stop: (() => void) | undefined;
      let stopped = false;
      void import("../provider/watchProvider.js").then((m) => {
        if (!stopped) stop = m.watchProvider(ctx, namespace, onChange);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    destroy() {
      destroyed = true;
      for (const stop of stopListening) stop();
    },
  };
}

/** Behaviour §7 sync dapp data: what the frame may show of the app (it is sent once the frame is ready). */
function syncAppData(
  { embeddedWallet, metadata, projectId, server }: FoyerOptions,
  locale: Locale,
): void {
  if (projectId) {
    embeddedWallet?.syncAppData?.({
      metadata,
      locale,
      sdkVersion: server?.sdkVersion ?? DEFAULT_SDK_VERSION,
      sdkType: server?.sdkType ?? DEFAULT_SDK_TYPE,
      projectId,
    });
  }
}

/** The `ssr` option: last visit's accounts, reconnecting, until `reconnect()` settles them. */
function showLastAccounts(
  persistence: Persistence,
  accounts: Accounts,
  connection: Store<ConnectionState>,
): void {
  const restored = restoredAccounts(
    persistence.connectionStatus.get(),
    persistence.connections.get() ?? {},
    persistence.disconnectedConnectorIds.get() ?? {},
  );
  const namespaces = Object.keys(restored) as ChainNamespace[];
  for (const namespace of namespaces) {
    const account = restored[namespace];
    if (account) accounts.update(namespace, (a) => ({ ...a, ...account, status: "reconnecting" }));
  }
  if (namespaces.length > 0) connection.setState({ status: "reconnecting" });
}

function clientNotSet(message: string): ConnectionError {
  return new ConnectionError(message, { code: "CLIENT_NOT_SET" });
}

function restoredNetwork(id: CaipNetworkId | undefined): { restoredNetworkId?: CaipNetworkId } {
  return id ? { restoredNetworkId: id } : {};
}

/** Core's reporter for this instance, its code fetched now that the host opted in. */
async function createReporting(
  ctx: FoyerContext,
  services: FoyerServices,
  clock: Clock,
  metadata: FoyerMetadata | undefined,
): Promise<SdkErrorReporting> {
  const { createSdkErrorReporting } = await import("./errorReporting.js");
  return createSdkErrorReporting({
    services,
    clock,
    metadata,
    invalidAppConfiguration: () => ctx.alerts.raise(ALERTS.INVALID_APP_CONFIGURATION),
  });
}
