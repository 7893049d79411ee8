import {
  ClientError,
  createClientError,
  type EmbeddedProvider,
  type EmbeddedWallet,
} from "@foyer/core";
import { coreText, foyerMessages } from "@foyer/core/internal";
import { type CreateConnectorFn, createConnector } from "@wagmi/core";
import { type Address, getAddress, numberToHex } from "viem";

/** The AUTH connector's id and name in the core (behaviour §3 Connector type AUTH). */
export const EMBEDDED_CONNECTOR_ID = "foyer-embedded";
export const EMBEDDED_CONNECTOR_NAME = "Email";

function toAddresses(value: unknown): Address[] {
  if (!Array.isArray(value)) return [];
  return value.filter((a): a is string => typeof a === "string").map((a) => getAddress(a));
}

function toChainNumber(value: unknown): number {
  return typeof value === "string" || typeof value === "number" ? Number(value) : Number.NaN;
}

/**
 * A wagmi connector for the embedded wallet: the AUTH connector of behaviour §3.
 * It speaks EIP-1193 to the provider `@foyer/embedded` puts over the frame;
 * the wallet itself usually loads lazily (core's `lazyEmbeddedWallet`), so
 * this file holds no frame code. Connecting never prompts: core runs the
 * email login first and only then connects this connector, which then reads
 * the signed-in account. Signing out of the frame is core's job (behaviour §4,
 * with its 3 s rule); `disconnect` here only stops listening.
 */
export function embeddedConnector(wallet: EmbeddedWallet): CreateConnectorFn {
  return createConnector((params) => {
    let provider: Promise<EmbeddedProvider> | undefined;
    const getProvider = () => {
      provider ??= wallet.getProvider();
      return provider;
    };
    const onAccountsChanged = (value: unknown) => {
      const accounts = toAddresses(value);
      if (accounts.length === 0) params.emitter.emit("disconnect");
      else params.emitter.emit("change", { accounts });
    };
    const onChainChanged = (value: unknown) => {
      params.emitter.emit("change", { chainId: toChainNumber(value) });
    };
    const onDisconnect = () => params.emitter.emit("disconnect");
    const listen = async (on: boolean) => {
      const p = await getProvider();
      const method = on ? p.on.bind(p) : p.removeListener.bind(p);
      method("accountsChanged", onAccountsChanged);
      method("chainChanged", onChainChanged);
      method("disconnect", onDisconnect);
    };

    const chainId = async () =>
      toChainNumber(await (await getProvider()).request({ method: "eth_chainId" }));
    const switchTo = async (target: number) => {
      const chain = params.chains.find((c) => c.id === target);
      if (!chain) throw createClientError("CHAIN_NOT_CONFIGURED", { chainId: target });
      // The network's own RPC URL goes with the switch: the wallet reads and sends there.
      const rpcUrl = chain.rpcUrls.default.http[0];
      await (await getProvider()).request({
        method: "wallet_switchEthereumChain",
        params: [{ chainId: numberToHex(target), ...(rpcUrl ? { rpcUrl } : {}) }],
      });
      return chain;
    };

    return {
      id: EMBEDDED_CONNECTOR_ID,
      name: EMBEDDED_CONNECTOR_NAME,
      type: "foyerEmbedded",
      async connect(parameters) {
        const p = await getProvider();
        const accounts = toAddresses(
          await p.request({
            method: parameters?.isReconnecting ? "eth_accounts" : "eth_requestAccounts",
          }),
        );
        if (accounts.length === 0) {
          throw new ClientError(
            coreText("embeddedWalletSignedOut", foyerMessages.embeddedWalletSignedOut),
            {
              code: "CONNECTOR_NOT_CONNECTED",
              details: { connectorId: EMBEDDED_CONNECTOR_ID },
            },
          );
        }
        let current = await chainId();
        const wanted = parameters?.chainId;
        if (wanted !== undefined && wanted !== current) {
          await switchTo(wanted);
          current = wanted;
        }
        await listen(true);
        // Wagmi types the result for `withCapabilities`; this connector reports plain addresses.
        return { accounts, chainId: current } as never;
      },
      async disconnect() {
        if (provider) await listen(false);
      },
      getAccounts: async () =>
        toAddresses(await (await getProvider()).request({ method: "eth_accounts" })),
      getChainId: chainId,
      getProvider,
      async isAuthorized() {
        try {
          return await wallet.isConnected();
        } catch {
          return false;
        }
      },
      switchChain: ({ chainId: target }) => switchTo(target),
      onAccountsChanged: (accounts) => onAccountsChanged(accounts),
      onChainChanged: (chain) => onChainChanged(chain),
      onDisconnect: () => onDisconnect(),
    };
  });
}
