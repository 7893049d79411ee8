import { AdminApiError } from "@foyer/protocol";

/**
 * What the operator reads when signing in fails, chosen by the server's code (never by its
 * English): not an operator, a message for another place, or anything else in the server's
 * own words.
 */
export function signInRefusalText(error: unknown, address: string): string {
  if (!(error instanceof AdminApiError)) {
    return "The server could not be reached. Check that it is running and try again.";
  }
  switch (error.code) {
    case "NOT_AN_ADMIN":
      return `${address} is not an operator of this server. Ask for it to be added to FOYER_ADMIN_ADDRESSES, or sign in with another wallet.`;
    case "DOMAIN_MISMATCH":
      return "This console is not on the server's own address. Open it at the server's /console/.";
    case "RATE_LIMITED":
      return "Too many sign-in attempts from here. Wait a minute and try again.";
    default:
      return `Signing in failed: ${error.message}`;
  }
}
