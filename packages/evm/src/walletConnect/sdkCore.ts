import { Core } from "@walletconnect/core";
import { LocalVerify } from "./localVerify.js";
import { DEFAULT_RELAY_URL, type WalletConnectOptions } from "./walletConnectOptions.js";
import { createSdkStorage } from "./walletConnectStorage.js";

/** The SDK exports its core class as a const, so the instance type is spelled out. */
export type SdkCore = InstanceType<typeof Core>;

/** The storage prefix of a client: its SDK keys, and the key the SDK shares its core under. */
export function storagePrefixOf(options: Pick<WalletConnectOptions, "storagePrefix">): string {
  return options.storagePrefix ?? "foyer";
}

/**
 * The SDK's core (relay connection, keys, pairings) as Foyer runs it:
 * - it talks to the configured relay and nothing else: telemetry off (the
 *   SDK's switch; else it posts events to pulse.walletconnect.org), and the
 *   Verify step answered locally (see {@link LocalVerify}); the other
 *   WalletConnect host the SDK knows, echo.walletconnect.com, is only for a
 *   wallet's push notifications and never called by a dApp;
 * - its state lives in the host's storage under the client's prefix.
 *
 * The caller makes one per client and hands it to the provider, so a failed
 * provider start that is retried reuses it rather than building a second core
 * (the SDK warns "WalletConnect Core is already initialized" when a page
 * builds two under one prefix, and hands back the first).
 */
export function createSdkCore(
  options: WalletConnectOptions,
  storage: Parameters<typeof createSdkStorage>[0],
): SdkCore {
  const prefix = storagePrefixOf(options);
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
    logger: options.logLevel ?? "silent",
    storage: createSdkStorage(storage, prefix),
    customStoragePrefix: prefix,
    telemetryEnabled: false,
  });
  core.verify = new LocalVerify(core, core.logger, core.storage);
  return core;
}

/**
 * Opens the relay socket ahead of the first publish, so choosing a wallet
 * does not wait for it. The SDK connects only once it has a topic to follow,
 * which a visitor without a session has not, and so opened it on the first
 * proposal, while the user waited for the QR code. `toEstablishConnection`
 * is what the SDK's own publish and subscribe call first; it is missing from
 * the SDK's typings, so it is looked up, and the warm-up skipped without it.
 */
export async function openRelaySocket(core: Pick<SdkCore, "relayer">): Promise<void> {
  const relayer = core.relayer as unknown as { toEstablishConnection?: () => Promise<void> };
  if (typeof relayer.toEstablishConnection === "function") await relayer.toEstablishConnection();
}
