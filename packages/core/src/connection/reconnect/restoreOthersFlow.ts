import type { Connection } from "../../adapter/connection.js";
import type { FoyerContext } from "../../instance/context.js";
import type { ChainNamespace } from "../../types/chain.js";
import { rememberConnection } from "../connectionState.js";
import { applyConnectionEvent } from "../connectionSyncFlow.js";

/**
 * Multi-wallet reconnect (behaviour §4): after the namespace's first wallet came
 * back as the active one, the others of last visit are restored beside it,
 * each through its own connector. Those that can't (and those tried before
 * the first that answered) are listed as disconnected, to be reconnected
 * through their own flow.
 */
export async function restoreOthers(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  plan: {
    failed: readonly string[];
    remaining: readonly string[];
    attempt(connectorId: string): Promise<Connection>;
    /** Last visit's record of a connector, as a connection to list. */
    candidateOf(connectorId: string): Connection | undefined;
  },
): Promise<void> {
  const unrestored = [...plan.failed];
  for (const connectorId of plan.remaining) {
    try {
      const connection = await plan.attempt(connectorId);
      applyConnectionEvent(ctx, namespace, { type: "restored", connection });
    } catch (error) {
      ctx.report(error);
      unrestored.push(connectorId);
    }
  }
  const ended = unrestored.flatMap((id) => {
    const connection = plan.candidateOf(id);
    return connection ? [connection] : [];
  });
  if (ended.length === 0) return;
  ctx.connection.setState((s) => ({
    recentConnections: {
      ...s.recentConnections,
      [namespace]: ended.reduceRight(rememberConnection, s.recentConnections[namespace] ?? []),
    },
  }));
}
