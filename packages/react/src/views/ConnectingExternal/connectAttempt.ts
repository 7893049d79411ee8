import { isUserRejection } from "@foyer/core";

/** The lifecycle of one connection attempt, as the view shows it. */
export type ConnectAttemptStatus = "connecting" | "rejected" | "failed";

/** A refusal in the wallet (4001) reads differently from a failure: the user chose it. */
export function failedAttemptStatus(error: unknown): Exclude<ConnectAttemptStatus, "connecting"> {
  return isUserRejection(error) ? "rejected" : "failed";
}
