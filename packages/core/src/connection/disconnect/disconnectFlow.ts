import { signOutEmbedded } from "../../embedded/embeddedSession.js";
import { ConnectionError } from "../../errors/connectionError.js";
import { userMessageOf } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { ChainNamespace } from "../../types/chain.js";
import { rememberConnection } from "../connectionState.js";
import { clearNamespace } from "../connectionSyncFlow.js";

/**
 * Disconnects every connection of `namespace`, or of every namespace (behaviour
 * §4). Local state is cleared whatever the wallets answer, since the user
 * asked to leave; the connectors are remembered as disconnected on purpose so
 * reconnect does not bring them back. Wallet failures are then reported as
 * 'Failed to disconnect chains: {reason}'.
 */
export async function disconnect(ctx: FoyerContext, namespace?: ChainNamespace): Promise<void> {
  const all = ctx.connection.getState().connections;
  const namespaces = (Object.keys(all) as ChainNamespace[]).filter(
    (ns) => namespace === undefined || ns === namespace,
  );
  const attempts = namespaces.flatMap((ns) =>
    (all[ns]?.connections ?? []).map((c) => ({ ns, connectorId: c.connectorId })),
  );
  const results = await Promise.allSettled(
    attempts.map(async ({ ns, connectorId }) => {
      // The embedded wallet clears its cache and signs out first (behaviour §4).
      await signOutEmbedded(ctx, connectorId);
      const adapter = ctx.adapterFor(ns);
      return adapter ? adapter.disconnect(connectorId) : undefined;
    }),
  );
  rememberDeliberateDisconnects(ctx, attempts);
  for (const ns of namespaces) {
    const ended = ctx.connection.getState().connections[ns]?.connections ?? [];
    ctx.connection.setState((s) => ({
      recentConnections: {
        ...s.recentConnections,
        [ns]: ended.reduceRight(rememberConnection, s.recentConnections[ns] ?? []),
      },
    }));
    clearNamespace(ctx, ns);
    ctx.events.emit("disconnect", { namespace: ns });
  }
  ctx.modal.setOpen(false);
  ctx.router.reset({ view: "Connect" });
  const reasons = results.flatMap((r) =>
    r.status === "rejected" ? [userMessageOf(r.reason)] : [],
  );
  if (reasons.length > 0) {
    throw new ConnectionError(
      coreText("disconnectChainsFailed", messages.disconnectChainsFailed, reasons.join(", ")),
      {
        code: "DISCONNECT_FAILED",
        details: { reasons },
      },
    );
  }
}

/** Notes connectors the user disconnected, so reconnect leaves them out next visit. */
export function rememberDeliberateDisconnects(
  ctx: FoyerContext,
  attempts: readonly { ns: ChainNamespace; connectorId: string }[],
): void {
  if (attempts.length === 0) return;
  const stored = { ...(ctx.persistence.disconnectedConnectorIds.get() ?? {}) };
  for (const { ns, connectorId } of attempts) {
    stored[ns] = [...new Set([...(stored[ns] ?? []), connectorId])];
  }
  ctx.persistence.disconnectedConnectorIds.set(stored);
}
