import { toCaipAddress } from "../../caip/caip.js";
import type { PersistedConnection } from "../../persistence/createPersistence.js";
import type { CaipAddress, ChainNamespace } from "../../types/chain.js";
import type { AccountStatus } from "../account/accountState.js";
import { reconnectOrder } from "./reconnectRules.js";

/** The account a namespace showed last visit, shown again while reconnect confirms it. */
export interface RestoredAccount {
  address: string;
  caipAddress: CaipAddress;
}

/**
 * Per namespace, the account of the connection reconnect will try first (most
 * recently used, not disconnected on purpose), when the last visit ended
 * connected. Nothing when it ended disconnected: a visitor who left has no
 * account to show.
 */
export function restoredAccounts(
  status: AccountStatus | undefined,
  stored: Partial<Record<ChainNamespace, readonly PersistedConnection[]>>,
  disconnected: Partial<Record<ChainNamespace, readonly string[]>>,
): Partial<Record<ChainNamespace, RestoredAccount>> {
  if (status !== "connected") return {};
  const restored: Partial<Record<ChainNamespace, RestoredAccount>> = {};
  for (const namespace of Object.keys(stored) as ChainNamespace[]) {
    const candidates = stored[namespace] ?? [];
    const [first] = reconnectOrder(candidates, disconnected[namespace]);
    const connection = candidates.find((c) => c.connectorId === first);
    const account = connection?.accounts[0];
    if (!connection || !account) continue;
    restored[namespace] = {
      address: account.address,
      caipAddress: toCaipAddress(connection.caipNetworkId, account.address),
    };
  }
  return restored;
}
