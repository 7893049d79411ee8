import { isUserRejection } from "../errors/normalizeWalletError.js";
import type { Logger } from "./createLogger.js";

/**
 * Writes a failure a person was told of to the debug log: the words they saw, the failure's
 * stable code and the failure itself (its causes included, secrets redacted). A refusal by the
 * person is no fault and goes in at info; anything else at error, which the default level keeps.
 */
export function logFailure(logger: Pick<Logger, "log">, shown: string, cause: unknown): void {
  const code =
    typeof cause === "object" &&
    cause !== null &&
    typeof (cause as { code?: unknown }).code === "string"
      ? (cause as { code: string }).code
      : undefined;
  logger.log(isUserRejection(cause) ? "info" : "error", shown, {
    ...(code === undefined ? {} : { code }),
    ...(cause === undefined ? {} : { error: cause }),
  });
}
