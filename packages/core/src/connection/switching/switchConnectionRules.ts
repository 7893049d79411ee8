import { ConnectionError } from "../../errors/connectionError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";

/** A connector's status in the multi-wallet list (behaviour §4). */
export type ConnectorStatus = "connected" | "active" | "disconnected";

/**
 * How to switch to a connection (behaviour §4): active or connected ones reconnect
 * in place; disconnected ones go through their own connect flow; any other
 * status fails with 'Invalid connection status'.
 */
export function connectionSwitchPlan(status: string): "reconnect" | "ownFlow" {
  if (status === "active" || status === "connected") return "reconnect";
  if (status === "disconnected") return "ownFlow";
  throw new ConnectionError(coreText("invalidConnectionStatus", messages.invalidConnectionStatus), {
    code: "INVALID_CONNECTION_STATUS",
    details: { status },
  });
}

export interface ConnectionIdentity {
  connectorId: string;
  address?: string;
}

/** What a switch changed: the account, the wallet, both or nothing. */
export interface ConnectionSwitchChanges {
  accountChanged: boolean;
  walletChanged: boolean;
}

/** What a switch changed, so the caller can say "account switched" or "wallet switched". */
export function connectionSwitchChanges(
  before: ConnectionIdentity | undefined,
  after: ConnectionIdentity,
): ConnectionSwitchChanges {
  return {
    walletChanged: before?.connectorId !== after.connectorId,
    accountChanged: before?.address?.toLowerCase() !== after.address?.toLowerCase(),
  };
}
