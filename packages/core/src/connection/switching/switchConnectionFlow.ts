import type { Connection } from "../../adapter/connection.js";
import { ConnectionError } from "../../errors/connectionError.js";
import { isFoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { normalizeWalletError } from "../../errors/normalizeWalletError.js";
import { coreText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { ChainNamespace } from "../../types/chain.js";
import { refreshBalance } from "../balances/refreshBalanceFlow.js";
import { connect } from "../connect/connectFlow.js";
import { adapterForConnector } from "../connect/findConnector.js";
import { activeConnection } from "../connectionState.js";
import { applyConnectionEvent } from "../connectionSyncFlow.js";
import type { ConnectionSwitchChanges, ConnectorStatus } from "./switchConnectionRules.js";
import { connectionSwitchChanges, connectionSwitchPlan } from "./switchConnectionRules.js";

/** A connector's status in a namespace's multi-wallet list (behaviour §4), or undefined if unknown there. */
export function connectorStatus(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectorStatus | undefined {
  const state = ctx.connection.getState();
  const entry = state.connections[namespace];
  if (entry?.activeConnectorId === connectorId) return "active";
  if (entry?.connections.some((c) => c.connectorId === connectorId)) return "connected";
  if (state.recentConnections[namespace]?.some((c) => c.connectorId === connectorId)) {
    return "disconnected";
  }
  return undefined;
}

/**
 * Switches the namespace to another of its connections (behaviour §4): active or
 * connected ones reconnect in place, disconnected ones go through their own
 * connect flow, anything else is 'Invalid connection status'. Announces
 * whether the account and/or the wallet changed, and answers the same.
 */
export async function switchConnection(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<ConnectionSwitchChanges> {
  const plan = connectionSwitchPlan(connectorStatus(ctx, namespace, connectorId) ?? "unknown");
  const before = activeConnection(ctx.connection.getState(), namespace);
  const beforeIdentity = before && {
    connectorId: before.connectorId,
    address: before.accounts[0]?.address,
  };
  let connection: Connection;
  if (plan === "ownFlow") {
    connection = await connect(ctx, connectorId, namespace);
  } else {
    const { adapter } = adapterForConnector(ctx, connectorId, namespace);
    const caipNetwork = ctx.networks.store.getState().activeNetworks[namespace];
    if (!caipNetwork) {
      throw new ConnectionError(
        coreText("unsupportedChainNamespace", messages.unsupportedChainNamespace),
        {
          code: "NO_NETWORK_FOR_NAMESPACE",
          details: { namespace },
        },
      );
    }
    try {
      connection = await adapter.reconnect(connectorId, { caipNetwork });
    } catch (error) {
      throw isFoyerError(error) ? error : normalizeWalletError(error);
    }
    applyConnectionEvent(ctx, namespace, { type: "connected", connection });
    void refreshBalance(ctx, namespace);
  }
  const changes = connectionSwitchChanges(beforeIdentity, {
    connectorId: connection.connectorId,
    address: connection.accounts[0]?.address,
  });
  ctx.events.emit("connectionSwitch", { namespace, ...changes });
  return changes;
}
