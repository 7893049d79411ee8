import { AdminApiError } from "@foyer/protocol";

/**
 * What the operator reads when a call fails. A 400 is the server's own message (it names the
 * field); the others are chosen by code.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof AdminApiError)) {
    return "The server did not answer. Check that it is running, then try again.";
  }
  switch (error.code) {
    case "ADMIN_UNAUTHORIZED":
      return "Your session has ended. Sign in again to continue.";
    case "CSRF_REJECTED":
      return "The change was refused: reload the console and try again.";
    case "RATE_LIMITED":
      return "Too many requests from here. Wait a minute and try again.";
    case "PROJECT_NOT_FOUND":
      return "This project does not exist (any more).";
    case "USER_NOT_FOUND":
      return "This user does not exist (any more).";
    case "SESSION_NOT_FOUND":
      return "This session does not exist (any more).";
    case "PROJECT_EXISTS":
      return "A project with this id exists already: choose another id.";
    default:
      return error.message;
  }
}
