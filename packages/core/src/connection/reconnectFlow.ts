import type { Connection } from "../adapter/connection.js";
import { ConnectionError } from "../errors/connectionError.js";
import { messages } from "../errors/messages.js";
import type { FoyerContext } from "../instance/context.js";
import { findNetwork } from "../network/networkState.js";
import type { ChainNamespace } from "../types/chain.js";
import { setStatus } from "./connect.js";
import { applyConnectionEvent, clearNamespace } from "./connectionSync.js";
import { reconnectFirst, reconnectOrder } from "./reconnect.js";
import { refreshBalance } from "./refreshBalance.js";
import { assertHasAccounts } from "./syncAccount.js";

/**
 * Restores last visit's connections without prompting (SPEC §4): per
 * namespace, connectors are tried most recently used first, skipping those
 * the user disconnected; the first that answers gives connected, otherwise
 * the namespace ends disconnected and its stale record is dropped.
 */
export async function reconnect(ctx: FoyerContext): Promise<void> {
  const stored = ctx.persistence.connections.get() ?? {};
  const disconnected = ctx.persistence.disconnectedConnectorIds.get() ?? {};
  const namespaces = Object.keys(stored) as ChainNamespace[];
  await Promise.all(
    namespaces.map(async (namespace) => {
      const adapter = ctx.adapterFor(namespace);
      const candidates = stored[namespace] ?? [];
      const order = reconnectOrder(candidates, disconnected[namespace]);
      if (!adapter || order.length === 0) {
        clearNamespace(ctx, namespace);
        return;
      }
      setStatus(ctx, namespace, "reconnectStarted");
      const state = ctx.networks.store.getState();
      const outcome = await reconnectFirst<Connection>(order, (connectorId) => {
        const remembered = candidates.find((c) => c.connectorId === connectorId)?.caipNetworkId;
        const caipNetwork =
          (remembered && findNetwork(state, remembered)) || state.activeNetworks[namespace];
        if (!caipNetwork) {
          return Promise.reject(
            new ConnectionError(messages.unsupportedChainNamespace, {
              code: "NO_NETWORK_FOR_NAMESPACE",
              details: { namespace },
            }),
          );
        }
        return adapter.reconnect(connectorId, { caipNetwork }).then((connection) => {
          assertHasAccounts(connection);
          return connection;
        });
      });
      if (outcome.status === "connected") {
        applyConnectionEvent(ctx, namespace, { type: "connected", connection: outcome.result });
        void refreshBalance(ctx, namespace);
        return;
      }
      for (const error of outcome.errors) ctx.report(error);
      setStatus(ctx, namespace, "syncFailed");
      clearNamespace(ctx, namespace);
    }),
  );
}
