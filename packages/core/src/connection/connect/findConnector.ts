import type { ChainAdapter } from "../../adapter/ChainAdapter.js";
import type { Connector } from "../../adapter/connector.js";
import { ConnectionError } from "../../errors/connectionError.js";
import { messages } from "../../errors/messages.js";
import type { FoyerContext } from "../../instance/context.js";
import type { ChainNamespace } from "../../types/chain.js";

/**
 * The adapter of `namespace`. A call that reaches a namespace no adapter
 * serves (a host naming `solana` on an EVM-only instance) fails with
 * 'Chain adapter not found' (behaviour §8 Adapters).
 */
export function requireChainAdapter(ctx: FoyerContext, namespace: ChainNamespace): ChainAdapter {
  const adapter = ctx.adapterFor(namespace);
  if (!adapter) {
    throw new ConnectionError(messages.chainAdapterNotFound, {
      code: "CHAIN_ADAPTER_NOT_FOUND",
      details: { namespace },
    });
  }
  return adapter;
}

/**
 * The pairing connector (WalletConnect) a QR or deep-link connect goes
 * through, in `namespace` when given. An app whose adapters offer none (no
 * WalletConnect configured) fails with 'WalletConnectorConnector not found'.
 */
export function requireWalletConnectConnector(
  ctx: FoyerContext,
  namespace?: ChainNamespace,
): Connector {
  if (namespace !== undefined) requireChainAdapter(ctx, namespace);
  const connector = ctx.connectors
    .getState()
    .connectors.find(
      (c) => c.type === "WALLET_CONNECT" && (namespace === undefined || c.chain === namespace),
    );
  if (!connector) {
    throw new ConnectionError(messages.walletConnectConnectorNotFound, {
      code: "WALLET_CONNECT_CONNECTOR_NOT_FOUND",
      details: { namespace },
    });
  }
  return connector;
}

/**
 * The adapter that offers `connectorId` (in `namespace` when given). A
 * namespace without an adapter fails with 'Chain adapter not found'; a
 * connector no adapter offers with 'Adapter not found'.
 */
export function adapterForConnector(
  ctx: FoyerContext,
  connectorId: string,
  namespace?: ChainNamespace,
): { adapter: ChainAdapter; connector: Connector } {
  if (namespace !== undefined) requireChainAdapter(ctx, namespace);
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
