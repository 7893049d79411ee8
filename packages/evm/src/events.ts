import type { Connection } from "@foyer/core";
import type { AdapterEvents, Emitter } from "@foyer/core/internal";
import { type Config, watchConnections } from "@wagmi/core";

/** What one of the adapter's own calls is doing to a connection right now. */
export type OwnAction = "connect" | "disconnect" | "switch";

interface Known {
  connectorId: string;
  accounts: readonly string[];
  chainId: number;
}

export interface WalletEvents {
  /**
   * Runs one of the adapter's own calls on the wagmi connector `uid`. What
   * that call changes is recorded but not emitted: the core applies the
   * call's result itself, so an event would be a duplicate.
   */
  own<T>(uid: string, action: OwnAction, task: () => Promise<T>): Promise<T>;
  /** The wallet revoked the site on connector `uid`; its removal is an empty accountsChanged. */
  revoked(uid: string): void;
  stop(): void;
}

/**
 * Turns wagmi's connection list into the core's lifecycle events (behaviour §4):
 * a connection appearing on its own (the user connected from the wallet) is
 * `connected`, new accounts `accountsChanged`, a new chain id `chainChanged`,
 * a connection gone `disconnected` — or an empty `accountsChanged` when the
 * wallet revoked the site. Diffing wagmi's state rather than listening to
 * providers gives exactly one event per wallet event, whatever the wallet
 * emits on the side.
 */
export function watchWalletEvents(
  config: Config,
  emitter: Emitter<AdapterEvents>,
  deps: {
    /** The core connector id of a wagmi connector uid; connections of others are ignored. */
    connectorIdOf(uid: string): string | undefined;
    toConnection(connectorId: string, accounts: readonly string[], chainId: number): Connection;
  },
): WalletEvents {
  const known = new Map<string, Known>();
  const running = new Map<string, Map<OwnAction, number>>();
  const revokedUids = new Set<string>();

  const isRunning = (uid: string, action: OwnAction): boolean =>
    (running.get(uid)?.get(action) ?? 0) > 0;
  const track = (uid: string, action: OwnAction, delta: 1 | -1): void => {
    const actions = running.get(uid) ?? new Map<OwnAction, number>();
    actions.set(action, (actions.get(action) ?? 0) + delta);
    running.set(uid, actions);
  };

  const sync = (
    connections: readonly {
      accounts: readonly string[];
      chainId: number;
      connector: { uid: string };
    }[],
  ): void => {
    const live = new Set<string>();
    for (const { accounts, chainId, connector } of connections) {
      const connectorId = deps.connectorIdOf(connector.uid);
      if (connectorId === undefined) continue;
      const uid = connector.uid;
      live.add(uid);
      const before = known.get(uid);
      known.set(uid, { connectorId, accounts: [...accounts], chainId });
      const connecting = isRunning(uid, "connect");
      if (!before) {
        revokedUids.delete(uid);
        if (!connecting) {
          emitter.emit("connected", {
            connection: deps.toConnection(connectorId, accounts, chainId),
          });
        }
        continue;
      }
      if (!connecting && !sameAccounts(before.accounts, accounts)) {
        emitter.emit("accountsChanged", {
          connectorId,
          accounts: accounts.map((address) => ({ address, type: "eoa" })),
        });
      }
      if (!connecting && !isRunning(uid, "switch") && before.chainId !== chainId) {
        emitter.emit("chainChanged", { connectorId, caipNetworkId: `eip155:${chainId}` });
      }
    }
    for (const [uid, { connectorId }] of known) {
      if (live.has(uid)) continue;
      known.delete(uid);
      const revoked = revokedUids.delete(uid);
      if (isRunning(uid, "disconnect")) continue;
      if (revoked) emitter.emit("accountsChanged", { connectorId, accounts: [] });
      else emitter.emit("disconnected", { connectorId });
    }
  };

  const stop = watchConnections(config, { onChange: sync });

  return {
    async own(uid, action, task) {
      track(uid, action, 1);
      try {
        return await task();
      } finally {
        track(uid, action, -1);
      }
    },
    revoked(uid) {
      revokedUids.add(uid);
    },
    stop,
  };
}

function sameAccounts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x.toLowerCase() === b[i]?.toLowerCase());
}
