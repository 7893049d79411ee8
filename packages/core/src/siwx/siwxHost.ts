import { formatCaipNetworkId, parseCaipAddress, parseCaipNetworkId } from "@foyer/protocol";
import { activeConnection } from "../connection/connectionState.js";
import { disconnect } from "../connection/disconnect/disconnectFlow.js";
import { ConnectionError } from "../errors/connectionError.js";
import { messages } from "../errors/messages.js";
import type { FoyerContext } from "../instance/context.js";
import { findNetwork } from "../network/networkState.js";
import { switchNetwork } from "../network/switchNetwork.js";
import type { ChainNamespace } from "../types/chain.js";
import type { SiwxFlowHost } from "./signInFlow.js";

/**
 * Binds the sign-in flow to an instance. `getCtx` is read lazily because
 * the flow is created while the context is being assembled.
 */
export function siwxHostFor(getCtx: () => FoyerContext): SiwxFlowHost {
  return {
    now: () => getCtx().clock.now(),
    activeAccount() {
      const ctx = getCtx();
      const namespace = ctx.networks.store.getState().activeNamespace;
      const account = ctx.accounts.get(namespace);
      const connection = activeConnection(ctx.connection.getState(), namespace);
      // caipAddress carries chain and address together, so a half-applied switch never mixes them.
      if (account.status !== "connected" || !connection) return undefined;
      const parts = parseCaipAddress(account.caipAddress);
      if (parts === undefined) return undefined;
      return {
        chainId: formatCaipNetworkId(parts.namespace, parts.reference),
        address: parts.address,
        connectorId: connection.connectorId,
      };
    },
    isListed: (chainId) => findNetwork(getCtx().networks.store.getState(), chainId) !== undefined,
    signMessage(account, message) {
      const namespace = parseCaipNetworkId(account.chainId)?.namespace as ChainNamespace;
      const adapter = getCtx().adapterFor(namespace);
      if (!adapter) {
        return Promise.reject(
          new ConnectionError(messages.chainAdapterNotFound, {
            code: "CHAIN_ADAPTER_NOT_FOUND",
            details: { namespace },
          }),
        );
      }
      return adapter.signMessage({
        connectorId: account.connectorId,
        address: account.address,
        message,
      });
    },
    showSignView() {
      const ctx = getCtx();
      ctx.router.reset({ view: "SIWXSignMessage" });
      ctx.modal.setOpen(true);
    },
    closeModal() {
      const ctx = getCtx();
      ctx.modal.setOpen(false);
      ctx.router.reset({ view: "Connect" });
    },
    showError: (message) => getCtx().toast.showError(message),
    disconnect: () => disconnect(getCtx()),
    switchNetwork: (chainId) => switchNetwork(getCtx(), chainId),
    report: (error) => getCtx().report(error),
    subscribe(listener) {
      const ctx = getCtx();
      const offs = [ctx.accounts.store.subscribe(listener), ctx.networks.store.subscribe(listener)];
      return () => {
        for (const off of offs) off();
      };
    },
  };
}
