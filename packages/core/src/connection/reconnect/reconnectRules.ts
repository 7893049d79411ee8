/** A connector that held a connection before, and when it was last used. */
export interface ReconnectCandidate {
  connectorId: string;
  lastUsedAt: number;
}

/**
 * The order reconnect tries connectors (behaviour §4): most recently used first,
 * skipping connectors the user disconnected on purpose.
 */
export function reconnectOrder(
  candidates: readonly ReconnectCandidate[],
  disconnectedConnectorIds: readonly string[] = [],
): string[] {
  const ids = [...candidates]
    .sort((a, b) => b.lastUsedAt - a.lastUsedAt)
    .map((candidate) => candidate.connectorId)
    .filter((id) => !disconnectedConnectorIds.includes(id));
  return [...new Set(ids)];
}

export type ReconnectOutcome<T> =
  | { status: "connected"; connectorId: string; result: T }
  | { status: "disconnected"; errors: readonly unknown[] };

/**
 * Tries each connector in turn (behaviour §4): the first that succeeds gives
 * connected; when all fail (or there are none) the result is disconnected,
 * with the failures kept for reporting.
 */
export async function reconnectFirst<T>(
  connectorIds: readonly string[],
  attempt: (connectorId: string) => Promise<T>,
): Promise<ReconnectOutcome<T>> {
  const errors: unknown[] = [];
  for (const connectorId of connectorIds) {
    try {
      return { status: "connected", connectorId, result: await attempt(connectorId) };
    } catch (error) {
      errors.push(error);
    }
  }
  return { status: "disconnected", errors };
}
