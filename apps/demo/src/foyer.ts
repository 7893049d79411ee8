import {
  buildRpcProxyUrl,
  type CaipNetwork,
  type ChainAdapter,
  createFoyer,
  type EmbeddedWallet,
  type Foyer,
  lazyChainAdapter,
  lazyEmbeddedWallet,
  type SiwxConfig,
  systemClock,
} from "@foyer/core";
// Its own entry: the rest of @foyer/embedded loads only with the embedded wallet.
import { createSocialPopups } from "@foyer/embedded/social";
// Types only: the adapter's code (wagmi, viem) is a chunk of its own, see `createDemoFoyer`.
import type { EvmAdapter, EvmAdapterOptions } from "@foyer/evm";
import { browserImageLoader } from "@foyer/react";
import { afterFirstPaint } from "./afterFirstPaint.js";
import type { DemoConfig } from "./config.js";
import { demoNetworks } from "./evmNetworks.js";

/**
 * The embedded wallet: the frame the provider server serves at
 * `{serverUrl}/frame/`. Its client (frame protocol, schemas) is a chunk of
 * its own, fetched the first time someone logs in by email or a page comes
 * back with an email session, so the first paint does not carry it.
 */
function demoEmbeddedWallet(config: DemoConfig, networks: CaipNetwork[]): EmbeddedWallet {
  const devnet = networks[0];
  return lazyEmbeddedWallet(() =>
    import("@foyer/embedded").then((m) =>
      m.createEmbeddedWallet({
        document,
        window,
        serverUrl: config.serverUrl,
        projectId: config.projectId,
        chainId: 31337,
        // The page's own server's proxy: the frame is that server's, whatever else reads rank.
        ...(devnet
          ? {
              rpcUrl: buildRpcProxyUrl({
                baseUrl: config.serverUrl,
                caipNetworkId: devnet.caipNetworkId,
                projectId: config.projectId,
              }),
            }
          : {}),
        clock: systemClock,
        storage: window.localStorage,
      }),
    ),
  );
}

/** The page's Foyer instance and its EVM adapter (the demo signs through the adapter). */
export interface DemoFoyer {
  foyer: Foyer;
  evm: ChainAdapter & { loaded(): Promise<EvmAdapter> };
}

/**
 * One Foyer instance for the page, wired to the provider server and browser
 * wallets; `siwx` turns Sign in with X on (see `siwx.tsx`).
 */
export function createDemoFoyer(
  config: DemoConfig,
  siwx?: SiwxConfig,
  solana?: {
    networks: CaipNetwork[];
    createAdapter(embeddedWallet?: EmbeddedWallet): ChainAdapter;
  },
  bitcoin?: { networks: CaipNetwork[]; createAdapter(): ChainAdapter },
): DemoFoyer {
  const networks = [
    ...demoNetworks(config),
    ...(solana?.networks ?? []),
    ...(bitcoin?.networks ?? []),
  ];
  // Email login shows only while the email feature is on (behaviour §9 remote features).
  const embeddedWallet = config.emailLogin ? demoEmbeddedWallet(config, networks) : undefined;
  const evmOptions: EvmAdapterOptions = {
    networks,
    walletConnect: {
      projectId: config.projectId,
      ...(config.relayUrl ? { relayUrl: config.relayUrl } : {}),
      metadata: {
        name: "Foyer demo",
        description: "A dApp on Foyer's local world",
        url: window.location.origin,
        icons: [],
      },
    },
    ...(embeddedWallet ? { embeddedWallet } : {}),
    ...(config.walletConnectOnly ? { browserWallets: false } : {}),
  };
  // The page never hands `evm.wagmiConfig` to wagmi's own hooks, so the adapter (wagmi's
  // config and connectors, viem's transports and errors) loads once the page has painted,
  // instead of inside its first script or between that script and the first frame (its
  // evaluation would put the connect button off): discovery starts as soon as it is there,
  // and a returning visitor's reconnect waits for it. The modal reads `pairingOnly` on
  // open, so it is said up front, by the adapter's own rule: WalletConnect and nothing else.
  const evm = lazyChainAdapter(
    "eip155",
    () =>
      afterFirstPaint(window)
        .then(() => import("./evmAdapter.js"))
        .then((m) => m.createEvmAdapter(evmOptions)),
    { pairingOnly: config.walletConnectOnly && !embeddedWallet },
  );
  const foyer = createFoyer({
    projectId: config.projectId,
    networks,
    adapters: [
      evm,
      ...(solana ? [solana.createAdapter(embeddedWallet)] : []),
      ...(bitcoin ? [bitcoin.createAdapter()] : []),
    ],
    ...(embeddedWallet
      ? {
          embeddedWallet,
          // Social login's popup answers from the provider server's callback page.
          socialPopups: createSocialPopups({ window, serverUrl: config.serverUrl }),
        }
      : {}),
    storage: window.localStorage,
    // What the app says it is: the frame shows it under the origin it verified itself.
    metadata: {
      name: config.claimedApp.name ?? "Foyer demo",
      description: "A dApp on Foyer's local world",
      url: config.claimedApp.url ?? window.location.origin,
      icons: [],
    },
    server: {
      baseUrl: config.serverUrl,
      fetch: window.fetch.bind(window),
      // Wallet and network images load with their list (core takes the first 20 of a page and
      // gives each 2 s), so the rows appear with their icons instead of filling in one by one.
      imageLoader: browserImageLoader,
    },
    ...(siwx ? { siwx } : {}),
    walletConnectOneClickAuth: config.oneClickAuth,
    // The host's word wins over the provider's remote features, so the page can turn them on
    // (several wallets, the legal checkbox) or off (passkeys); a feature it leaves out is the
    // provider's.
    features: {
      ...(config.multiWallet ? { multiWallet: true } : {}),
      ...(config.passkey ? {} : { passkey: false }),
      ...(config.legalCheckbox ? { legalCheckbox: true } : {}),
    },
    ...(config.legalCheckbox
      ? {
          termsConditionsUrl: new URL("/terms.html", window.location.origin).href,
          privacyPolicyUrl: new URL("/privacy.html", window.location.origin).href,
        }
      : {}),
    ...(config.locale ? { locale: config.locale } : {}),
  });
  void foyer.loadRemoteFeatures();
  void foyer.reconnect();
  return { foyer, evm };
}
