import type { AccountStatus } from "../account/accountState.js";

/** What happens to a connection attempt, in the order an attempt goes through. */
export type ConnectionStatusEvent =
  | "connectStarted"
  | "reconnectStarted"
  | "synced"
  | "syncFailed"
  | "attemptFailed"
  | "disconnected";

/**
 * Behaviour §4: disconnected → connecting → connected, back to disconnected when
 * syncing the account fails; a reconnect goes through reconnecting. A new
 * attempt while connected keeps showing the account until it settles, and
 * a failed attempt (the wallet refused) returns to where it started, so a
 * cancelled second wallet does not hide the first one.
 */
export function nextConnectionStatus(
  status: AccountStatus,
  event: ConnectionStatusEvent,
): AccountStatus {
  switch (event) {
    case "connectStarted":
      return status === "connected" ? status : "connecting";
    case "reconnectStarted":
      return status === "connected" ? status : "reconnecting";
    case "synced":
      return "connected";
    case "attemptFailed":
      return status === "connected" ? status : "disconnected";
    case "syncFailed":
    case "disconnected":
      return "disconnected";
  }
}
