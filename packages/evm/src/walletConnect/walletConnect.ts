import type { PairingAbortReason } from "@foyer/core";
import { createClientError } from "@foyer/core";
import { type CreateConnectorFn, createConnector } from "@wagmi/core";
import type { WalletConnectClient } from "./walletConnectClient.js";
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectOptions } from "./walletConnectOptions.js";

/** What the connector adds to wagmi's connector shape. */
export interface WalletConnectProperties extends Record<string, unknown> {
  /** Rejects a pending pairing connect ('Modal closed' unless another reason is given). */
  abortPairing(reason?: PairingAbortReason): void;
  /** Loads the SDK and starts it (its relay socket) ahead of a connect; never throws. */
  preparePairing(): void;
  /** The wallet on the other end of the live session, as its metadata names it. */
  peerWallet(): { name: string } | undefined;
}

/**
 * A wagmi connector for WalletConnect v2 on the official SDK
 * (`@walletconnect/universal-provider`). This module is tiny on purpose:
 * the SDK and the connector's logic load with `import()` on first use
 * (connect, restoring a session, or `preparePairing` when the modal opens),
 * so a page that never offers pairing never downloads them.
 */
export function walletConnect(
  options: WalletConnectOptions,
): CreateConnectorFn<unknown, WalletConnectProperties> {
  return createConnector<unknown, WalletConnectProperties>((params) => {
    let client: Promise<WalletConnectClient> | undefined;
    let loaded: WalletConnectClient | undefined;
    const load = (): Promise<WalletConnectClient> => {
      client ??= import("./walletConnectClient.js").then((m) => {
        loaded = m.createWalletConnectClient(params, options);
        return loaded;
      });
      return client;
    };
    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: "WalletConnect",
      type: "walletConnect",
      async connect(parameters) {
        // The adapter's extras (sign-in, a pairing to resume) ride along untouched.
        const result = await (await load()).connect(parameters);
        // Wagmi types the result for `withCapabilities`; this connector reports plain addresses.
        return result as never;
      },
      disconnect: async () => (await load()).disconnect(),
      getAccounts: async () => (await load()).getAccounts(),
      getChainId: async () => (await load()).getChainId(),
      getProvider: async () => (await load()).getProvider(),
      isAuthorized: async () => (await load()).isAuthorized(),
      async switchChain({ chainId }) {
        await (await load()).switchChain(chainId);
        const chain = params.chains.find((c) => c.id === chainId);
        if (!chain) throw createClientError("CHAIN_NOT_CONFIGURED", { chainId });
        return chain;
      },
      abortPairing(reason) {
        // Nothing can be pending before the client loaded.
        void client?.then((c) => c.abortPairing(reason));
      },
      peerWallet: () => loaded?.peerWallet(),
      preparePairing() {
        // A failed warm-up costs nothing: the connect that needs the SDK starts it again.
        load()
          .then((c) => c.prepare())
          .catch(() => undefined);
      },
      // Wallet events reach wagmi through the client's emitter calls.
      onAccountsChanged: () => {},
      onChainChanged: () => {},
      onDisconnect: () => {},
    };
  });
}
