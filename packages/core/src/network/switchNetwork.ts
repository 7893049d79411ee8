import { refreshBalance } from "../connection/balances/refreshBalanceFlow.js";
import { activeConnection } from "../connection/connectionState.js";
import { applyConnectionEvent } from "../connection/connectionSyncFlow.js";
import { ALERTS } from "../errors/alerts.js";
import { isFoyerError } from "../errors/FoyerError.js";
import { normalizeWalletError } from "../errors/normalizeWalletError.js";
import type { FoyerContext } from "../instance/context.js";
import type { CaipNetwork, CaipNetworkId } from "../types/chain.js";
import { requireListedNetwork } from "./switchRules.js";

/**
 * Switches the app to a listed network ('Chain is not supported' otherwise,
 * with the 'Network Not Found' alert). With a wallet connected in that namespace, the
 * wallet switches first and the app follows only if it agreed.
 */
export async function switchNetwork(
  ctx: FoyerContext,
  target: CaipNetwork | CaipNetworkId,
): Promise<void> {
  let network: CaipNetwork;
  try {
    network = requireListedNetwork(
      ctx.networks.store.getState(),
      typeof target === "string" ? target : target?.caipNetworkId,
    );
  } catch (error) {
    // The network must be in the app's networks array; the developer sees why.
    ctx.alerts.raise(ALERTS.SWITCH_NETWORK_NOT_FOUND);
    throw error;
  }
  const namespace = network.chainNamespace;
  const connection = activeConnection(ctx.connection.getState(), namespace);
  const adapter = ctx.adapterFor(namespace);
  if (connection && adapter) {
    try {
      await adapter.switchNetwork(connection.connectorId, network);
    } catch (error) {
      throw isFoyerError(error) ? error : normalizeWalletError(error);
    }
    applyConnectionEvent(ctx, namespace, {
      type: "chainChanged",
      connectorId: connection.connectorId,
      caipNetwork: network,
    });
    void refreshBalance(ctx, namespace);
  }
  ctx.networks.setActive(network);
  ctx.persistence.activeNetworkId.set(network.caipNetworkId);
  ctx.persistence.activeNamespace.set(namespace);
  ctx.events.emit("networkChange", { network });
}
