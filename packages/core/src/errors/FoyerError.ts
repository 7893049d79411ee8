/**
 * Categories an SDK error is reported under (SPEC §8): everything is
 * INTERNAL_SDK_ERROR unless the caller knows better (API_ERROR for
 * transaction fetching).
 */
export type ErrorCategory = "INTERNAL_SDK_ERROR" | "API_ERROR";

export interface FoyerErrorOptions {
  /** Stable machine-readable code, e.g. "INVALID_CAIP2" or "USER_REJECTED". */
  code: string;
  category?: ErrorCategory;
  /** Extra context for developers; never shown to end users. */
  details?: Readonly<Record<string, unknown>>;
  cause?: unknown;
}

/**
 * The only error type the core throws. `message` is always a catalogue
 * string (see `messages.ts`), `code` is stable for programmatic checks.
 */
export class FoyerError extends Error {
  override readonly name = "FoyerError";
  readonly code: string;
  readonly category: ErrorCategory;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(message: string, options: FoyerErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.category = options.category ?? "INTERNAL_SDK_ERROR";
    this.details = options.details ?? {};
  }
}

export function isFoyerError(value: unknown): value is FoyerError {
  return value instanceof FoyerError;
}
