import { isFoyerError, isUserRejection } from "@foyer/core";

/** The lifecycle of one connection attempt, as the view shows it. */
export type ConnectAttemptStatus = "connecting" | "rejected" | "noRequestedChain" | "failed";

/**
 * A refusal in the wallet (4001) reads differently from a failure: the user chose it. A wallet
 * on none of the app's networks of its namespace (behaviour §8 'The connector does not support any
 * of the requested chains') is said as such: trying again can't help until the wallet moves.
 */
export function failedAttemptStatus(error: unknown): Exclude<ConnectAttemptStatus, "connecting"> {
  if (isUserRejection(error)) return "rejected";
  if (isFoyerError(error) && error.code === "NO_REQUESTED_CHAIN") return "noRequestedChain";
  return "failed";
}
