import { createClientError } from "@foyer/core";
import { type CreateConnectorFn, createConnector } from "@wagmi/core";
import { isWalletConnectSignIn } from "./oneClickAuth.js";
import type { WalletConnectClient } from "./walletConnectClient.js";
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectOptions } from "./walletConnectOptions.js";

/** What the connector adds to wagmi's connector shape. */
export interface WalletConnectProperties extends Record<string, unknown> {
  /** Rejects a pending pairing connect with 'Modal closed' (the modal was closed). */
  abortPairing(): void;
}

/**
 * A wagmi connector for WalletConnect v2 on the official SDK
 * (`@walletconnect/universal-provider`). This module is tiny on purpose:
 * the SDK and the connector's logic load with `import()` on first use
 * (connect, or restoring a session), so a page that never pairs never
 * downloads them.
 */
export function walletConnect(
  options: WalletConnectOptions,
): CreateConnectorFn<unknown, WalletConnectProperties> {
  return createConnector<unknown, WalletConnectProperties>((params) => {
    let client: Promise<WalletConnectClient> | undefined;
    const load = (): Promise<WalletConnectClient> => {
      client ??= import("./walletConnectClient.js").then((m) =>
        m.createWalletConnectClient(params, options),
      );
      return client;
    };
    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: "WalletConnect",
      type: "walletConnect",
      async connect(parameters) {
        const signIn = (parameters as { signIn?: unknown } | undefined)?.signIn;
        const result = await (await load()).connect({
          ...(parameters?.chainId === undefined ? {} : { chainId: parameters.chainId }),
          ...(parameters?.isReconnecting ? { isReconnecting: true } : {}),
          // Passed through wagmi's connect parameters by the adapter (one-click auth).
          ...(isWalletConnectSignIn(signIn) ? { signIn } : {}),
        });
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
      abortPairing() {
        // Nothing can be pending before the client loaded.
        void client?.then((c) => c.abortPairing());
      },
      // Wallet events reach wagmi through the client's emitter calls.
      onAccountsChanged: () => {},
      onChainChanged: () => {},
      onDisconnect: () => {},
    };
  });
}
