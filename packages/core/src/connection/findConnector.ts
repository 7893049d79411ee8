import type { ChainAdapter } from "../adapter/ChainAdapter.js";
import type { Connector } from "../adapter/connector.js";
import { ConnectionError } from "../errors/connectionError.js";
import { messages } from "../errors/messages.js";
import type { FoyerContext } from "../instance/context.js";
import type { ChainNamespace } from "../types/chain.js";

/**
 * The adapter that offers `connectorId` (in `namespace` when given). A
 * connector no adapter offers fails with 'Adapter not found'.
 */
export function adapterForConnector(
  ctx: FoyerContext,
  connectorId: string,
  namespace?: ChainNamespace,
): { adapter: ChainAdapter; connector: Connector } {
  const connector = ctx.connectors
    .getState()
    .connectors.find(
      (c) => c.id === connectorId && (namespace === undefined || c.chain === namespace),
    );
  const adapter = connector ? ctx.adapterFor(connector.chain) : undefined;
  if (!connector || !adapter) {
    throw new ConnectionError(messages.adapterNotFound, {
      code: "ADAPTER_NOT_FOUND",
      details: { connectorId, namespace },
    });
  }
  return { adapter, connector };
}
