import type { FoyerContext } from "../instance/context.js";
import { fallbackNetwork, findNetwork } from "../network/networkState.js";
import type { PersistedConnection } from "../persistence/createPersistence.js";
import type { ChainNamespace } from "../types/chain.js";
import { disconnectedAccount } from "./account/accountState.js";
import { accountFromConnection, assertHasAccounts } from "./account/syncAccountRules.js";
import { activeConnection } from "./connectionState.js";
import {
  applyLifecycleEvent,
  type LifecycleEvent,
  type NamespaceConnections,
} from "./lifecycleRules.js";

const EMPTY: NamespaceConnections = { connections: [] };

/**
 * Applies a lifecycle event to a namespace and brings everything that hangs
 * off it in line: the account, the active network, persistence, and the
 * disconnect event when the last connection went away (behaviour §4).
 */
export function applyConnectionEvent(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  event: LifecycleEvent,
): void {
  // Checked before anything changes, so a connection that can't be synced leaves no trace.
  if (event.type === "connected" || event.type === "restored") {
    assertHasAccounts(event.connection);
  }
  const before = ctx.connection.getState().connections[namespace] ?? EMPTY;
  const { state, allDisconnected } = applyLifecycleEvent(before, event, {
    namespace,
    disconnectOnEmptyAccounts: ctx.options.disconnectOnEmptyAccounts ?? true,
  });
  if (allDisconnected) {
    clearNamespace(ctx, namespace);
    ctx.events.emit("disconnect", { namespace });
    return;
  }
  ctx.connection.setState((s) => ({
    connections: { ...s.connections, [namespace]: state },
    status: hasAnyConnection({ ...s.connections, [namespace]: state }) ? "connected" : s.status,
  }));
  persistConnections(
    ctx,
    namespace,
    event.type === "connected" ? event.connection.connectorId : undefined,
  );
  syncActiveAccount(ctx, namespace);
}

/** Copies the namespace's active connection into its account and active network. */
export function syncActiveAccount(ctx: FoyerContext, namespace: ChainNamespace): void {
  const active = activeConnection(ctx.connection.getState(), namespace);
  if (!active) {
    ctx.accounts.update(namespace, disconnectedAccount);
    return;
  }
  const connector = ctx.connectors
    .getState()
    .connectors.find((c) => c.id === active.connectorId && c.chain === namespace);
  ctx.accounts.update(namespace, (account) => accountFromConnection(account, active, connector));
  const type = ctx.accounts.get(namespace).preferredAccountType;
  // On eip155 the preference is what the embedded wallet acts as, kept when the person
  // switches it (accountTypeSwitch.ts); the type of whatever connected is no choice — a
  // browser wallet's EOA must not turn a later email login into an EOA login. Bitcoin's
  // payment/ordinal choice persists whatever connected it.
  if (type && namespace !== "eip155") {
    ctx.persistence.preferredAccountTypes.set({
      ...ctx.persistence.preferredAccountTypes.get(),
      [namespace]: type,
    });
  }
  const listed = findNetwork(ctx.networks.store.getState(), active.caipNetwork.caipNetworkId);
  if (listed) {
    ctx.networks.setActive(listed);
    ctx.persistence.activeNetworkId.set(listed.caipNetworkId);
    ctx.persistence.activeNamespace.set(namespace);
  }
}

/**
 * Behaviour §4 "Disconnect clears account, network, connector id, user, wallet
 * info and closes the modal". The namespace's network goes back to its first
 * listed network, so a network the wallet picked does not outlive the wallet;
 * if that namespace was on screen and another one still has a wallet, the
 * other one takes over.
 */
export function clearNamespace(ctx: FoyerContext, namespace: ChainNamespace): void {
  const { [namespace]: _ended, ...remaining } = ctx.connection.getState().connections;
  ctx.connection.setState((s) => ({
    connections: remaining,
    status: hasAnyConnection(remaining) ? s.status : "disconnected",
  }));
  ctx.accounts.update(namespace, disconnectedAccount);
  const fallback = fallbackNetwork(ctx.networks.store.getState(), namespace);
  if (fallback) ctx.networks.setNamespaceNetwork(fallback);
  persistConnections(ctx, namespace);
  if (ctx.networks.store.getState().activeNamespace === namespace) {
    ctx.persistence.activeNetworkId.remove();
    const other = (Object.keys(remaining) as ChainNamespace[]).find((ns) =>
      activeConnection(ctx.connection.getState(), ns),
    );
    if (other) syncActiveAccount(ctx, other);
  }
  ctx.modal.setOpen(false);
  ctx.router.reset({ view: "Connect" });
}

function hasAnyConnection(connections: Partial<Record<ChainNamespace, NamespaceConnections>>) {
  return Object.values(connections).some((entry) => entry.connections.length > 0);
}

/**
 * Writes the live connections of a namespace, stamping `usedConnectorId` with
 * the current time so reconnect tries it first next visit.
 */
function persistConnections(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  usedConnectorId?: string,
): void {
  const now = ctx.clock.now();
  const stored = ctx.persistence.connections.get() ?? {};
  const previous = stored[namespace] ?? [];
  const live = ctx.connection.getState().connections[namespace]?.connections ?? [];
  const next: PersistedConnection[] = live.map((c) => ({
    connectorId: c.connectorId,
    accounts: [...c.accounts],
    caipNetworkId: c.caipNetwork.caipNetworkId,
    lastUsedAt:
      c.connectorId === usedConnectorId
        ? now
        : (previous.find((p) => p.connectorId === c.connectorId)?.lastUsedAt ?? now),
  }));
  const { [namespace]: _replaced, ...others } = stored;
  const all = next.length > 0 ? { ...others, [namespace]: next } : others;
  ctx.persistence.connections.set(all);
  const namespaces = Object.keys(all) as ChainNamespace[];
  ctx.persistence.connectedNamespaces.set(namespaces);
  ctx.persistence.connectionStatus.set(namespaces.length > 0 ? "connected" : "disconnected");
}
