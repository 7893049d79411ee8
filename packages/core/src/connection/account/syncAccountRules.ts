import type { Connection, ConnectionAccount } from "../../adapter/connection.js";
import type { Connector } from "../../adapter/connector.js";
import { toCaipAddress } from "../../caip/caip.js";
import { ConnectionError } from "../../errors/connectionError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { AccountState } from "./accountState.js";

/** A connection must bring at least one account, else 'Failed to connect'. */
export function assertHasAccounts(connection: Connection): ConnectionAccount {
  const first = connection.accounts[0];
  if (!first) {
    throw new ConnectionError(coreText("failedToConnect", messages.failedToConnect), {
      code: "NO_ACCOUNTS",
      details: { connectorId: connection.connectorId },
    });
  }
  return first;
}

/**
 * The account a connection gives its namespace: its first account on its
 * network. A connection without accounts cannot be synced, which behaviour §4
 * answers with disconnected; callers get 'Failed to connect'.
 */
export function accountFromConnection(
  account: AccountState,
  connection: Connection,
  connector?: Connector,
): AccountState {
  const first = assertHasAccounts(connection);
  const sameAddress = account.address?.toLowerCase() === first.address.toLowerCase();
  return {
    ...account,
    caipAddress: toCaipAddress(connection.caipNetwork.caipNetworkId, first.address),
    address: first.address,
    // A balance belongs to one address on one network; keep it only if neither moved.
    ...(sameAddress && account.caipAddress?.startsWith(`${connection.caipNetwork.caipNetworkId}:`)
      ? {}
      : { balance: undefined, balanceSymbol: undefined, tokenBalance: [] }),
    ...(sameAddress ? {} : { profileName: undefined, profileImage: undefined }),
    status: "connected",
    // The embedded wallet (AUTH) reports its account type through get-user, not per address.
    preferredAccountType:
      connector?.type === "AUTH" && account.preferredAccountType !== undefined
        ? account.preferredAccountType
        : first.type,
    connectedWalletInfo: connector
      ? {
          name: connection.wallet?.name ?? connector.name,
          ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
          type: connector.type,
        }
      : account.connectedWalletInfo,
  };
}
