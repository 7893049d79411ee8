/**
 * Categories an SDK error is reported under (SPEC §8): everything is
 * INTERNAL_SDK_ERROR unless the caller knows better (API_ERROR for
 * transaction fetching).
 */
export type ErrorCategory = "INTERNAL_SDK_ERROR" | "API_ERROR";

export interface FoyerErrorOptions<C extends string = string> {
  /** Stable machine-readable code, e.g. "INVALID_CAIP2" or "USER_REJECTED". */
  code: C;
  category?: ErrorCategory;
  /** Extra context for developers; never shown to end users. */
  details?: Readonly<Record<string, unknown>>;
  cause?: unknown;
}

/**
 * The base of every error Foyer throws. `message` is always a catalogue
 * string (`messages.ts` for the spec's wording, `foyerMessages.ts` for
 * Foyer's own), `code` is stable for programmatic checks and `details`
 * carries context for developers.
 *
 * Code throws one of the families built on it (`WalletError`, `ApiError`,
 * `InvalidInputError`, …): each names itself in `name` and narrows `code` to
 * its own union, so `error instanceof ApiError && error.code === "HTTP_ERROR"`
 * is checked by the compiler, while `instanceof FoyerError` still catches all.
 * `name` is a literal rather than the constructor's name because minifiers
 * rename classes.
 */
export class FoyerError<C extends string = string> extends Error {
  override readonly name: string = "FoyerError";
  readonly code: C;
  readonly category: ErrorCategory;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(message: string, options: FoyerErrorOptions<C>) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.category = options.category ?? "INTERNAL_SDK_ERROR";
    this.details = options.details ?? {};
  }
}

export function isFoyerError(value: unknown): value is FoyerError {
  return value instanceof FoyerError;
}
