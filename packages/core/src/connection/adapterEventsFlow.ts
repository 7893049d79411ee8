import type { ChainAdapter } from "../adapter/ChainAdapter.js";
import type { FoyerContext } from "../instance/context.js";
import { walletNetworkOutcome } from "../network/switchRules.js";
import type { ChainNamespace } from "../types/chain.js";
import { refreshBalance } from "./balances/refreshBalanceFlow.js";
import { secondWalletAlert } from "./connect/multiWalletRules.js";
import { activeConnection } from "./connectionState.js";
import { applyConnectionEvent } from "./connectionSyncFlow.js";
import { replaceNamespaceConnectors } from "./connectorOrderRules.js";
import { pairingReceived } from "./pairing/pairingRules.js";

/**
 * Follows what an adapter reports on its own (behaviour §4 lifecycle events).
 * Returns the function that stops listening.
 */
export function listenToAdapter(
  ctx: FoyerContext,
  adapter: ChainAdapter,
  /** The namespaces of the instance's adapters, in the order the app gave them. */
  adapterOrder: readonly ChainNamespace[],
): () => void {
  const namespace = adapter.namespace;
  // The adapter's emitter is not ours: a failure here is reported, never thrown back into it.
  const on: ChainAdapter["on"] = (event, listener) =>
    adapter.on(event, (payload) => {
      try {
        listener(payload);
      } catch (error) {
        ctx.report(error);
      }
    });
  const offs = [
    on("connectorsChanged", ({ connectors }) => {
      ctx.connectors.setState((s) => ({
        connectors: replaceNamespaceConnectors(s.connectors, namespace, connectors, adapterOrder),
      }));
    }),
    on("pairingUri", ({ uri }) => {
      ctx.connection.setState((s) => pairingReceived(uri, ctx.clock.now(), s));
    }),
    on("connected", ({ connection }) => {
      // A wallet that connects on its own (no modal asked) is still a second wallet.
      const alert = secondWalletAlert(
        ctx.connection.getState().connections[namespace],
        ctx.features.getState().features,
        connection.connectorId,
      );
      if (alert) {
        ctx.alerts.raise(alert);
        adapter.disconnect(connection.connectorId).catch((error: unknown) => ctx.report(error));
        return;
      }
      applyConnectionEvent(ctx, namespace, { type: "connected", connection });
      void refreshBalance(ctx, namespace);
    }),
    on("accountsChanged", ({ connectorId, accounts }) => {
      applyConnectionEvent(ctx, namespace, { type: "accountsChanged", connectorId, accounts });
      void refreshBalance(ctx, namespace);
    }),
    on("transactionSent", ({ submission }) => {
      void ctx.balances.follow(namespace, submission);
    }),
    on("disconnected", ({ connectorId }) => {
      applyConnectionEvent(ctx, namespace, { type: "disconnected", connectorId });
    }),
    on("chainChanged", ({ connectorId, caipNetworkId }) => {
      const outcome = walletNetworkOutcome(ctx.networks.store.getState(), caipNetworkId, {
        allowUnsupportedChain: ctx.options.allowUnsupportedChain ?? false,
        enableNetworkSwitch: ctx.options.enableNetworkSwitch ?? true,
      });
      if (outcome.kind === "unsupported") {
        if (outcome.showUnsupportedChain) {
          ctx.router.reset({ view: "UnsupportedChain" });
          ctx.modal.setOpen(true);
        }
        return;
      }
      applyConnectionEvent(ctx, namespace, {
        type: "chainChanged",
        connectorId,
        caipNetwork: outcome.network,
      });
      if (activeConnection(ctx.connection.getState(), namespace)?.connectorId === connectorId) {
        ctx.events.emit("networkChange", { network: outcome.network });
        void refreshBalance(ctx, namespace);
      }
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
