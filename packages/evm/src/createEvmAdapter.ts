import {
  type CaipNetwork,
  type ChainAdapter,
  type Connection,
  type Connector,
  createClientError,
  createMemoryStorage,
  type Eip1193Provider,
  type EmbeddedWallet,
  type KeyValueStorage,
  type SiwxSession,
} from "@foyer/core";
import {
  type AdapterEvents,
  coreText,
  createEmitter,
  messages,
  withWalletErrors,
} from "@foyer/core/internal";
import {
  type Config,
  type CreateConnectorFn,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  reconnect as wagmiReconnect,
  switchConnection as wagmiSwitchConnection,
} from "@wagmi/core";
import { evmChainId, networkForChainId } from "./chains.js";
import { type ConnectorInfo, createConnectorRegistry } from "./connectors.js";
import {
  type DiscoveryWindow,
  type InjectedProvider,
  watchInjectedProviders,
} from "./discovery.js";
import { EMBEDDED_CONNECTOR_NAME, embeddedConnector } from "./embedded/embeddedConnector.js";
import { toFoyerError } from "./errors.js";
import { watchWalletEvents } from "./events.js";
import { syncInjectedConnectors } from "./injectedConnectors.js";
import { withSentTransactions } from "./sentTransactions.js";
import { createWagmiConfig } from "./wagmiConfig.js";
import type { WalletConnectSignIn } from "./walletConnect/oneClickAuth.js";
import { forwardPairingUris, hasPairingControls } from "./walletConnect/pairingEvents.js";
import { walletConnect } from "./walletConnect/walletConnect.js";
import type { WalletConnectOptions } from "./walletConnect/walletConnectOptions.js";
import { withWalletSignals } from "./walletSignals.js";

export interface EvmAdapterOptions {
  /** The app's eip155 networks; others are ignored. The first is wagmi's default chain. */
  networks: readonly CaipNetwork[];
  /**
   * Where chain reads go: one URL, or several that the transport fails over
   * between (viem's `fallback`, ranked as behaviour §9 says). Default: every
   * `rpcUrls.default` URL of the network.
   */
  transportUrl?: (network: CaipNetwork) => string | readonly string[];
  /** Persists connector state (e.g. "disconnected on purpose") across reloads. Default: memory. */
  storage?: KeyValueStorage;
  /**
   * Whether a wallet that connects without the app asking (the user connecting from the
   * wallet's own UI) connects the app. Default true. Turn it off where several apps share one
   * page and so one wallet: the wallet tells the whole page when it grants an account, so one
   * app's connect would connect the others too. The app then connects only when it asks, and
   * reconnects its own last connection as usual.
   */
  followWalletConnections?: boolean;
  /** Listen for EIP-6963 wallet announcements. Default true. */
  multiInjectedProviderDiscovery?: boolean;
  /**
   * Look for browser wallets at all (EIP-6963 and `window.ethereum`). Default true. With
   * `false`, no embedded wallet and `walletConnect` set, the adapter only pairs
   * (`pairingOnly`): the modal then opens on the pairing views, as with no adapters.
   */
  browserWallets?: boolean;
  /** The window to discover wallets on. Default: the global `window`, when there is one. */
  window?: DiscoveryWindow;
  /**
   * Adds the WalletConnect connector (id "walletConnect", type WALLET_CONNECT).
   * Only a tiny factory is bundled; the SDK loads on first use.
   */
  walletConnect?: WalletConnectOptions;
  /**
   * Adds the embedded wallet's AUTH connector (id "foyer-embedded", name
   * "Email"), backed by the wallet's EIP-1193 provider. Pass the same wallet
   * to `createFoyer({ embeddedWallet })`.
   */
  embeddedWallet?: EmbeddedWallet;
}

export interface EvmAdapter extends ChainAdapter {
  readonly namespace: "eip155";
  /**
   * Adds a connector that is not discovered on the window, e.g. WalletConnect,
   * which the host imports lazily so its code stays out of the main bundle.
   */
  registerConnector(create: CreateConnectorFn, info: ConnectorInfo): Connector;
  /** The wagmi config behind the adapter, for wagmi actions the adapter does not wrap. */
  readonly wagmiConfig: Config;
  /** Stops discovery and event listeners. */
  destroy(): void;
}

const defaultTransportUrl = (network: CaipNetwork): readonly string[] => {
  const urls = network.rpcUrls.default.http;
  if (urls.length === 0)
    throw createClientError("CHAIN_NOT_CONFIGURED", { caipNetworkId: network.caipNetworkId });
  return urls;
};

function isEip1193(provider: unknown): provider is Eip1193Provider {
  return (
    typeof provider === "object" &&
    provider !== null &&
    typeof (provider as { request?: unknown }).request === "function"
  );
}

function globalWindow(): DiscoveryWindow | undefined {
  return typeof window === "undefined" ? undefined : window;
}

/**
 * The EVM chain adapter (`eip155`) on wagmi core and viem. Everything lives
 * in the returned object: creating two adapters gives two independent
 * wagmi configs. Nothing touches `window` before this is called.
 */
export function createEvmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const networks = options.networks.filter((n) => n.chainNamespace === "eip155");
  const config = createWagmiConfig({
    networks,
    transportUrl: options.transportUrl ?? defaultTransportUrl,
    storage: options.storage ?? createMemoryStorage(),
  });
  const emitter = createEmitter<AdapterEvents>();
  const registry = createConnectorRegistry(config, (connectors) =>
    emitter.emit("connectorsChanged", { connectors }),
  );
  const toConnection = (
    connectorId: string,
    accounts: readonly string[],
    chainId: number,
  ): Connection => {
    const wagmi = registry.wagmi(connectorId);
    const wallet = hasPairingControls(wagmi) ? wagmi.peerWallet() : undefined;
    return {
      connectorId,
      accounts: accounts.map((address) => ({ address, type: "eoa" })),
      caipNetwork: networkForChainId(networks, chainId),
      ...(wallet ? { wallet } : {}),
    };
  };
  const events = watchWalletEvents(config, emitter, {
    connectorIdOf: (uid) => registry.idOf(uid),
    toConnection,
  });
  // Every transaction a connector's wallet accepts is reported, the dApp's own
  // requests through `connector.getProvider()` included, so the core can refresh balances.
  const observed = (create: CreateConnectorFn) =>
    withSentTransactions(
      withWalletSignals(
        create,
        (uid) => events.revoked(uid),
        options.followWalletConnections ?? true,
      ),
      (uid, submission) => {
        const connectorId = registry.idOf(uid);
        if (connectorId) {
          emitter.emit("transactionSent", { submission: { ...submission, connectorId } });
        }
      },
    );
  const stopPairingUris: (() => void)[] = [];
  const register = (create: CreateConnectorFn, info: ConnectorInfo): Connector => {
    const connector = registry.add(observed(create), info);
    const wagmi = registry.wagmi(connector.id);
    if (wagmi && info.type === "WALLET_CONNECT") {
      stopPairingUris.push(
        forwardPairingUris(wagmi, (uri) =>
          emitter.emit("pairingUri", { connectorId: connector.id, uri }),
        ),
      );
    }
    return connector;
  };
  if (options.walletConnect) {
    register(walletConnect(options.walletConnect), { type: "WALLET_CONNECT" });
  }
  if (options.embeddedWallet) {
    register(embeddedConnector(options.embeddedWallet), {
      type: "AUTH",
      name: EMBEDDED_CONNECTOR_NAME,
    });
  }

  const browserWallets = options.browserWallets ?? true;
  const win = browserWallets ? (options.window ?? globalWindow()) : undefined;
  const stopDiscovery = win
    ? watchInjectedProviders(
        win,
        { eip6963: options.multiInjectedProviderDiscovery ?? true },
        (found) => syncInjectedConnectors(registry, found, win, observed),
      )
    : () => {};

  const requireConnector = (connectorId: string): WagmiConnector => {
    const connector = registry.wagmi(connectorId);
    if (!connector) throw createClientError("PROVIDER_NOT_FOUND", { connectorId });
    return connector;
  };
  const connectedConnector = (connectorId: string): WagmiConnector => {
    const connector = requireConnector(connectorId);
    if (!config.state.connections.has(connector.uid)) {
      throw createClientError("CONNECTOR_NOT_CONNECTED", { connectorId });
    }
    return connector;
  };
  /** Runs a wagmi call and rejects only with FoyerErrors. */
  const guarded = <T>(task: () => Promise<T>): Promise<T> => withWalletErrors(task, toFoyerError);
  /** The wagmi connectors behind the WALLET_CONNECT connectors. */
  const pairingConnectors = () =>
    registry
      .list()
      .map((c) => registry.wagmi(c.id))
      .filter(hasPairingControls);
  /**
   * Runs a wagmi reconnect of `uid` without losing the other live wallets:
   * wagmi's reconnect starts its connection list afresh, so the others are put
   * back afterwards, with the current one kept. Their brief absence is no
   * wallet event: it is hidden from the core as the adapter's own doing.
   */
  const keepingOtherConnections = async <T>(uid: string, task: () => Promise<T>): Promise<T> => {
    const others = [...config.state.connections].filter(([other]) => other !== uid);
    if (others.length === 0) return task();
    const current = config.state.current;
    const hidden = others.reduce<() => Promise<T>>(
      (run, [other]) =>
        () =>
          events.own(other, "disconnect", () => events.own(other, "connect", run)),
      async () => {
        try {
          return await task();
        } finally {
          config.setState((x) => ({
            ...x,
            connections: new Map([...others, ...x.connections]),
            current: current ?? x.current,
            status: "connected",
          }));
        }
      },
    );
    return hidden();
  };
  /** The provider of the connected wallet that holds `address`, for wallet-only RPC methods. */
  const walletProviderFor = async (address: string): Promise<InjectedProvider | undefined> => {
    for (const { accounts, connector } of config.state.connections.values()) {
      if (!accounts.some((a) => a.toLowerCase() === address.toLowerCase())) continue;
      const provider: unknown = await connector.getProvider().catch(() => undefined);
      if (typeof provider === "object" && provider !== null && "request" in provider) {
        return provider as InjectedProvider;
      }
    }
    return undefined;
  };

  return {
    namespace: "eip155",
    pairingOnly: !browserWallets && !options.embeddedWallet && options.walletConnect !== undefined,
    wagmiConfig: config,
    on: emitter.on,
    getConnectors: () => registry.list(),
    registerConnector: register,

    cancelPairing(reason) {
      for (const wagmi of pairingConnectors()) wagmi.abortPairing(reason);
    },

    preparePairing() {
      for (const wagmi of pairingConnectors()) wagmi.preparePairing();
    },

    async connect(connectorId, { caipNetwork, signIn, pairingUri }) {
      const connector = requireConnector(connectorId);
      const existing = config.state.connections.get(connector.uid);
      if (existing) return toConnection(connectorId, existing.accounts, existing.chainId);
      const chainId = evmChainId(caipNetwork);
      let signedIn: SiwxSession | undefined;
      // Wagmi hands extra connect parameters to the connector untouched; only WalletConnect reads this one.
      const oneClick: WalletConnectSignIn | undefined = signIn && {
        request: signIn,
        onSignedIn: (session) => {
          signedIn = session;
        },
      };
      try {
        const result = await events.own(connector.uid, "connect", () =>
          wagmiConnect(config, {
            connector,
            ...(config.chains.some((c) => c.id === chainId) ? { chainId } : {}),
            ...(oneClick ? { signIn: oneClick } : {}),
            // A pairing the user went back from, to resume (WalletConnect only).
            ...(pairingUri ? { pairingUri } : {}),
          }),
        );
        const connection = toConnection(connectorId, result.accounts, result.chainId);
        return signedIn ? { ...connection, signedIn } : connection;
      } catch (error) {
        throw toFoyerError(error, {
          USER_REJECTED: coreText("connectionRejected", messages.connectionRejected),
        });
      }
    },

    async reconnect(connectorId) {
      const connector = requireConnector(connectorId);
      // Multi-wallet: a wallet already connected becomes wagmi's current one, nothing is asked.
      const live = config.state.connections.get(connector.uid);
      if (live) {
        await guarded(() => wagmiSwitchConnection(config, { connector }));
        return toConnection(connectorId, live.accounts, live.chainId);
      }
      // Wagmi's reconnect only asks `eth_accounts` (no prompt) and skips a
      // connector the wallet no longer authorises or the user disconnected.
      const [restored] = await guarded(() =>
        keepingOtherConnections(connector.uid, () =>
          events.own(connector.uid, "connect", () =>
            wagmiReconnect(config, { connectors: [connector] }),
          ),
        ),
      );
      if (!restored) throw createClientError("CONNECTOR_NOT_CONNECTED", { connectorId });
      return toConnection(connectorId, restored.accounts, restored.chainId);
    },

    async disconnect(connectorId) {
      const connector = requireConnector(connectorId);
      if (!config.state.connections.has(connector.uid)) return;
      await guarded(() =>
        events.own(connector.uid, "disconnect", () => wagmiDisconnect(config, { connector })),
      );
    },

    async switchNetwork(connectorId, caipNetwork) {
      await guarded(async () => {
        const connector = connectedConnector(connectorId);
        // Loaded on first use (here and below): balance, signing and transaction
        // code pulls viem's ABI and call machinery, which the connect path never needs.
        const { switchWalletChain } = await import("./switchChain.js");
        await events.own(connector.uid, "switch", () =>
          switchWalletChain(config, connector, caipNetwork),
        );
      });
    },

    getBalance: (request) =>
      guarded(async () => {
        const { readNativeBalance } = await import("./balance.js");
        return readNativeBalance(config, request, await walletProviderFor(request.address));
      }),

    signMessage: ({ connectorId, address, message }) =>
      guarded(async () => {
        const connector = connectedConnector(connectorId);
        const { signWithWallet } = await import("./signMessage.js");
        return signWithWallet(config, connector, address, message);
      }),

    sendTransaction: (request) =>
      guarded(async () => {
        const connector = connectedConnector(request.connectorId);
        const { sendWalletTransaction } = await import("./transactions.js");
        return sendWalletTransaction(connector, request);
      }),

    waitForTransaction: (submission) =>
      guarded(async () => {
        const { waitUntilMined } = await import("./minedWait.js");
        return waitUntilMined(config, registry.wagmi(submission.connectorId), submission);
      }),

    estimateGas: (request) =>
      guarded(async () => {
        const { estimateTransactionGas } = await import("./transactions.js");
        return estimateTransactionGas(config, request);
      }),

    // The wagmi connector's own provider (wrapped to report sent transactions), so a dApp's
    // ethers or viem client talks to the same wallet object wagmi and the modal do.
    getProvider: (connectorId) =>
      guarded(async () => {
        const connector = registry.wagmi(connectorId);
        if (!connector || !config.state.connections.has(connector.uid)) return undefined;
        const provider: unknown = await connector.getProvider();
        return isEip1193(provider) ? { namespace: "eip155", provider } : undefined;
      }),

    destroy() {
      stopDiscovery();
      events.stop();
      for (const stop of stopPairingUris.splice(0)) stop();
    },
  };
}
