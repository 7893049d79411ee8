import { createEmitter } from "@foyer/protocol";
import type { ChainAdapter } from "../adapter/ChainAdapter.js";
import type { Connector } from "../adapter/connector.js";
import { type Accounts, createAccounts } from "../connection/account/accountsStore.js";
import { listenToAdapter } from "../connection/adapterEventsFlow.js";
import { createBalanceWatch } from "../connection/balances/createBalanceWatch.js";
import { type ConnectionState, initialConnectionState } from "../connection/connectionState.js";
import { restoredAccounts } from "../connection/reconnect/restoredAccounts.js";
import { isMobileDevice } from "../device/mobileDevice.js";
import { systemClock } from "../effects/clock.js";
import { createMemoryStorage } from "../effects/storage.js";
import { abortOnLeavingApproval, applyApprovalEvent } from "../embedded/approval/approvalEvents.js";
import { lazyEmailFlow } from "../embedded/email/lazyEmailFlow.js";
import { createEmbeddedStore } from "../embedded/embeddedState.js";
import { createFarcasterFlow } from "../embedded/farcaster/farcasterLogin.js";
import { createPasskeyFlow } from "../embedded/passkey/passkeyLogin.js";
import { createSocialFlow } from "../embedded/social/socialLogin.js";
import { wrapSdkError } from "../errors/wrapSdkError.js";
import { DEFAULT_FEATURES } from "../features/defaultFeatures.js";
import { mergeFeatures } from "../features/mergeFeatures.js";
import { englishOf } from "../i18n/coreText.js";
import { createLegalStore } from "../legal/legalConsent.js";
import { createLogger } from "../logging/createLogger.js";
import { watchForLog } from "../logging/watchForLog.js";
import { createAlerts } from "../modal/alertStore.js";
import { close, goBack, open } from "../modal/modalActions.js";
import { createModal } from "../modal/modalStore.js";
import { createFoyerNames } from "../names/foyerNames.js";
import { createNetworks } from "../network/networksStore.js";
import { createPersistence, type Persistence } from "../persistence/createPersistence.js";
import { assertStorageScope } from "../persistence/scope.js";
import { createRouter } from "../router/routerStore.js";
import { createDeferredSiwxFlow } from "../siwx/deferredSiwxFlow.js";
import { assertSingleSiwxOption } from "../siwx/siwxOptions.js";
import { createStore, type Store } from "../store/createStore.js";
import { assertThemeMode } from "../theme/themeMode.js";
import { createToastStore } from "../toast/createToastStore.js";
import type { CaipNetworkId, ChainNamespace } from "../types/chain.js";
import { connectionActions } from "./connectionActions.js";
import type { FeaturesState, FoyerContext, FoyerEvents, FoyerStores } from "./context.js";
import type { Foyer } from "./foyerInstance.js";
import { createLiveGuard } from "./liveGuard.js";
import { createLocaleState } from "./localeState.js";
import type { FoyerOptions } from "./options.js";
import { projectIdAlert } from "./projectId.js";
import { providerActions } from "./providerActions.js";
import { createRemoteFeatures, type RemoteFeatures } from "./remoteFeatures.js";
import { isConnected } from "./selectors.js";
import { createServices } from "./services.js";
import { transactionActions } from "./transactionActions.js";

export type { Foyer, FoyerSiwx } from "./foyerInstance.js";

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
  // The instance's parts that act; each made over the context below.
  let remote: RemoteFeatures | undefined;
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
        void import("../logging/logFailure.js").then((m) =>
          m.logFailure(logger, englishOf(message), cause),
        ),
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
      remote?.reporting()?.report(wrapped);
    },
  };
  const stopListening = [
    ...[...adapters.values()].map((adapter) => listenToAdapter(ctx, adapter, [...adapters.keys()])),
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
  const locale = createLocaleState(options);
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
  const guard = createLiveGuard();
  remote = createRemoteFeatures(ctx, services);
  const { applyRemoteFeatures, loadRemoteFeatures } = remote;
  const email = lazyEmailFlow(ctx, embedded);
  const social = createSocialFlow(ctx, embedded);
  const farcaster = createFarcasterFlow(ctx, embedded);
  const passkey = createPasskeyFlow(ctx, embedded);

  return {
    stores,
    events,
    clock,
    services,
    themeMode: options.themeMode ?? "light",
    metadata: options.metadata,
    open: (route) => open(ctx, route),
    acceptLegal: (accepted) => ctx.legal.setState({ accepted }),
    close: () => close(ctx),
    goBack: () => goBack(ctx),
    ...connectionActions(ctx, { guard, adapters, embedded }),
    applyRemoteFeatures,
    loadRemoteFeatures,
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
    isMobile: () => (options.isMobile ?? isMobileDevice)(),
    ...transactionActions(ctx, guard),
    followBalances: (followOptions) =>
      guard.destroyed ? () => {} : ctx.balances.followShown(followOptions),
    setLogLevel: (level) => logger.setLevel(level),
    readLogs: () => logger.read(),
    get locale() {
      return locale.get();
    },
    setLocale: (next) => (guard.destroyed ? locale.get() : locale.set(next)),
    subscribeLocale: (listener) => locale.subscribe(listener),
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
    ...providerActions(ctx),
    destroy() {
      guard.destroy();
      for (const stop of stopListening) stop();
    },
  };
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

function restoredNetwork(id: CaipNetworkId | undefined): { restoredNetworkId?: CaipNetworkId } {
  return id ? { restoredNetworkId: id } : {};
}
