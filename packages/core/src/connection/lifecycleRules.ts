import type { Connection, ConnectionAccount } from "../adapter/connection.js";
import type { CaipNetwork, ChainNamespace } from "../types/chain.js";

/** The connections of one namespace and which of them is in use. */
export interface NamespaceConnections {
  connections: readonly Connection[];
  activeConnectorId?: string;
}

/** Connection lifecycle events (behaviour §4), with the network already resolved. */
export type LifecycleEvent =
  | { type: "connected"; connection: Connection }
  /** A connection brought back at start-up beside the active one; it does not take over. */
  | { type: "restored"; connection: Connection }
  | { type: "accountsChanged"; connectorId: string; accounts: readonly ConnectionAccount[] }
  | { type: "chainChanged"; connectorId: string; caipNetwork: CaipNetwork }
  | { type: "disconnected"; connectorId: string };

export interface LifecycleOptions {
  namespace: ChainNamespace;
  /**
   * Whether an empty accounts list counts as a disconnect (behaviour §4 "empty list
   * disconnects if allowed"). Hosts turn it off for wallets that briefly
   * report no accounts while locked.
   */
  disconnectOnEmptyAccounts: boolean;
}

export interface LifecycleResult {
  state: NamespaceConnections;
  /** The last connection went away: the namespace's disconnect event must fire. */
  allDisconnected: boolean;
}

/** Applies one lifecycle event to a namespace's connections (behaviour §4). */
export function applyLifecycleEvent(
  state: NamespaceConnections,
  event: LifecycleEvent,
  options: LifecycleOptions,
): LifecycleResult {
  switch (event.type) {
    case "connected":
      return {
        state: {
          connections: [
            event.connection,
            ...state.connections.filter((c) => c.connectorId !== event.connection.connectorId),
          ],
          activeConnectorId: event.connection.connectorId,
        },
        allDisconnected: false,
      };
    case "restored":
      return {
        state: {
          connections: [
            ...state.connections.filter((c) => c.connectorId !== event.connection.connectorId),
            event.connection,
          ],
          activeConnectorId: state.activeConnectorId ?? event.connection.connectorId,
        },
        allDisconnected: false,
      };
    case "accountsChanged":
      if (event.accounts.length === 0) {
        return options.disconnectOnEmptyAccounts
          ? removeConnection(state, event.connectorId, options.namespace)
          : { state, allDisconnected: false };
      }
      return update(state, event.connectorId, (c) => ({ ...c, accounts: event.accounts }));
    case "chainChanged":
      return update(state, event.connectorId, (c) => ({ ...c, caipNetwork: event.caipNetwork }));
    case "disconnected":
      return removeConnection(state, event.connectorId, options.namespace);
  }
}

function update(
  state: NamespaceConnections,
  connectorId: string,
  change: (connection: Connection) => Connection,
): LifecycleResult {
  return {
    state: {
      ...state,
      connections: state.connections.map((c) => (c.connectorId === connectorId ? change(c) : c)),
    },
    allDisconnected: false,
  };
}

/**
 * Behaviour §4: when none remain a disconnect event fires; when the EVM connector
 * disconnects, the first remaining connection becomes active. Other
 * namespaces hold one wallet at a time, so losing the active one leaves none
 * active.
 */
function removeConnection(
  state: NamespaceConnections,
  connectorId: string,
  namespace: ChainNamespace,
): LifecycleResult {
  if (!state.connections.some((c) => c.connectorId === connectorId)) {
    return { state, allDisconnected: false };
  }
  const connections = state.connections.filter((c) => c.connectorId !== connectorId);
  const lostActive = state.activeConnectorId === connectorId;
  const activeConnectorId = !lostActive
    ? state.activeConnectorId
    : namespace === "eip155"
      ? connections[0]?.connectorId
      : undefined;
  return {
    state: { connections, activeConnectorId },
    allDisconnected: connections.length === 0,
  };
}
