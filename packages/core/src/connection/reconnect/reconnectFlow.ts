import type { Connection } from "../../adapter/connection.js";
import { ConnectionError } from "../../errors/connectionError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import { findNetwork } from "../../network/networkState.js";
import type { PersistedConnection } from "../../persistence/createPersistence.js";
import type { ChainNamespace } from "../../types/chain.js";
import { assertHasAccounts } from "../account/syncAccountRules.js";
import { refreshBalance } from "../balances/refreshBalanceFlow.js";
import { setStatus } from "../connect/connectFlow.js";
import { applyConnectionEvent, clearNamespace } from "../connectionSyncFlow.js";
import { reconnectFirst, reconnectOrder } from "./reconnectRules.js";

/**
 * Restores last visit's connections without prompting (behaviour §4): per
 * namespace, connectors are tried most recently used first, skipping those
 * the user disconnected; the first that answers gives connected (and is the
 * active one), otherwise the namespace ends disconnected and its stale record
 * is dropped. With multi-wallet on, the namespace's other wallets come back
 * beside it, each through its own connector; one that can't is listed as
 * disconnected, to be reconnected through its own flow.
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
      const networkOf = (candidate: PersistedConnection | undefined) => {
        const state = ctx.networks.store.getState();
        const remembered = candidate?.caipNetworkId;
        return (remembered && findNetwork(state, remembered)) || state.activeNetworks[namespace];
      };
      const attempt = (connectorId: string): Promise<Connection> => {
        const caipNetwork = networkOf(candidates.find((c) => c.connectorId === connectorId));
        if (!caipNetwork) {
          return Promise.reject(
            new ConnectionError(
              coreText("unsupportedChainNamespace", messages.unsupportedChainNamespace),
              {
                code: "NO_NETWORK_FOR_NAMESPACE",
                details: { namespace },
              },
            ),
          );
        }
        return adapter.reconnect(connectorId, { caipNetwork }).then((connection) => {
          assertHasAccounts(connection);
          return connection;
        });
      };
      const outcome = await reconnectFirst<Connection>(order, attempt);
      if (outcome.status === "connected") {
        applyConnectionEvent(ctx, namespace, { type: "connected", connection: outcome.result });
        void refreshBalance(ctx, namespace);
        const first = order.indexOf(outcome.connectorId);
        // Multi-wallet pages only: the rest of last visit's wallets, from a chunk of their own.
        if (ctx.features.getState().features.multiWallet && order.length > 1) {
          const { restoreOthers } = await import("./restoreOthersFlow.js");
          await restoreOthers(ctx, namespace, {
            failed: order.slice(0, first),
            remaining: order.slice(first + 1),
            attempt,
            candidateOf: (id) => {
              const candidate = candidates.find((c) => c.connectorId === id);
              const caipNetwork = networkOf(candidate);
              return candidate && caipNetwork
                ? { connectorId: id, accounts: candidate.accounts, caipNetwork }
                : undefined;
            },
          });
        }
        return;
      }
      for (const error of outcome.errors) ctx.report(error);
      setStatus(ctx, namespace, "syncFailed");
      clearNamespace(ctx, namespace);
    }),
  );
}
