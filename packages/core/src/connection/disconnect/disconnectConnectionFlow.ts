import { signOutEmbedded } from "../../embedded/embeddedSession.js";
import { ConnectionError } from "../../errors/connectionError.js";
import { userMessageOf } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { ChainNamespace } from "../../types/chain.js";
import { refreshBalance } from "../balances/refreshBalanceFlow.js";
import { activeConnection } from "../connectionState.js";
import { applyConnectionEvent } from "../connectionSyncFlow.js";
import { connectionSwitchChanges } from "../switching/switchConnectionRules.js";
import { disconnect, rememberDeliberateDisconnects } from "./disconnectFlow.js";

/**
 * Disconnects one wallet of a namespace (multi-wallet) and leaves the others
 * connected; the wallet leaves the namespace's list. The last one goes the way Disconnect goes (behaviour §4: account,
 * network and wallet info cleared, modal closed). When the active one leaves,
 * the first remaining becomes active (in every namespace, not only EVM's as
 * for a wallet that drops on its own) and the switch is announced like any other. Local state follows the user's
 * wish whatever the wallet answers; a wallet failure is then reported as
 * 'Failed to disconnect chains: {reason}'.
 */
export async function disconnectConnection(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<void> {
  const entry = ctx.connection.getState().connections[namespace];
  const connection = entry?.connections.find((c) => c.connectorId === connectorId);
  if (!entry || !connection) return;
  if (entry.connections.length === 1) return disconnect(ctx, namespace);
  const before = activeConnection(ctx.connection.getState(), namespace);
  let failure: unknown;
  try {
    await signOutEmbedded(ctx, connectorId);
    await ctx.adapterFor(namespace)?.disconnect(connectorId);
  } catch (error) {
    failure = error;
  }
  rememberDeliberateDisconnects(ctx, [{ ns: namespace, connectorId }]);
  // The person let this wallet go: it leaves the list rather than staying as a disconnected
  // row to switch back to (adding it again is Add wallet's job). Only a wallet that ended on
  // its own is listed as disconnected.
  ctx.connection.setState((s) => ({
    recentConnections: {
      ...s.recentConnections,
      [namespace]: (s.recentConnections[namespace] ?? []).filter(
        (c) => c.connectorId !== connectorId,
      ),
    },
  }));
  applyConnectionEvent(ctx, namespace, { type: "disconnected", connectorId });
  // The lifecycle rule names a next active wallet for EVM only (a wallet that drops on its
  // own); one the user removes here leaves the first remaining active in every namespace,
  // so the account never reads disconnected beside connected wallets.
  const remaining = ctx.connection.getState().connections[namespace];
  const next = remaining?.connections[0];
  if (next && remaining.activeConnectorId === undefined) {
    applyConnectionEvent(ctx, namespace, { type: "connected", connection: next });
  }
  const after = activeConnection(ctx.connection.getState(), namespace);
  if (before && after && before.connectorId !== after.connectorId) {
    void refreshBalance(ctx, namespace);
    ctx.events.emit("connectionSwitch", {
      namespace,
      ...connectionSwitchChanges(
        { connectorId: before.connectorId, address: before.accounts[0]?.address },
        { connectorId: after.connectorId, address: after.accounts[0]?.address },
      ),
    });
  }
  if (failure !== undefined) {
    const reason = userMessageOf(failure);
    throw new ConnectionError(
      coreText("disconnectChainsFailed", messages.disconnectChainsFailed, reason),
      {
        code: "DISCONNECT_FAILED",
        details: { reasons: [reason] },
      },
    );
  }
}
