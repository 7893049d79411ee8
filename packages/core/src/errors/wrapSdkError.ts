import { coreText } from "../i18n/coreText.js";
import { type ErrorCategory, FoyerError } from "./FoyerError.js";
import type { FoyerErrorCode } from "./foyerErrorCode.js";
import { messages } from "./messages.js";

/** `SdkError.code` of a wrapped error that was not a `FoyerError` already. */
export const SDK_ERROR = "SDK_ERROR";

/** A reported error keeps the code it had, or is SDK_ERROR when it had none. */
export type SdkErrorCode = FoyerErrorCode | typeof SDK_ERROR;

/**
 * An error as the SDK reports it (behaviour §8 "SDK errors are wrapped with a
 * category and reported"): the original is its `cause`, so the report has
 * the original's stack and class.
 */
export class SdkError extends FoyerError<SdkErrorCode> {
  static override readonly docsPath: string = "docs/errors.md#sdkerror";
  override readonly name = "SdkError";
}

/**
 * Receives every SDK error the instance reports. The instance hands one in;
 * the HTTP sender with its rate limit is one implementation.
 */
export interface ErrorReporter {
  report(error: FoyerError): void;
}

/**
 * Wraps an error caught inside the SDK for reporting, under `category`: when
 * none is given, a `FoyerError` keeps its own (API_ERROR for transaction
 * fetching, say) and anything else is INTERNAL_SDK_ERROR. A `FoyerError`
 * keeps its message, code and details; anything else gets the catalogue's
 * generic message and its own text in `details.originalMessage`.
 * The original is always the `cause`, so its stack reaches the report.
 */
export function wrapSdkError(error: unknown, category?: ErrorCategory): SdkError {
  if (error instanceof FoyerError) {
    return new SdkError(error.text ?? error.shortMessage, {
      // Every FoyerError Foyer throws is of a family, whose codes FoyerErrorCode lists.
      code: error.code as FoyerErrorCode,
      category: category ?? error.category,
      details: error.details,
      cause: error,
    });
  }
  const originalMessage =
    error instanceof Error ? error.message : typeof error === "string" ? error : undefined;
  return new SdkError(coreText("somethingWentWrong", messages.somethingWentWrong), {
    code: SDK_ERROR,
    category: category ?? "INTERNAL_SDK_ERROR",
    details: originalMessage === undefined ? {} : { originalMessage },
    cause: error,
  });
}
