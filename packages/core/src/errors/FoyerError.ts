import { walkErrorChain } from "@foyer/protocol";
import type { CoreText, UserText } from "../i18n/coreText.js";
import { describeDetails } from "./describeDetails.js";

/** The version `message` names, so a pasted error says which release threw it. */
export const FOYER_VERSION = "0.1.0";

/**
 * Categories an SDK error is reported under (behaviour §8): everything is
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
  /** Lines for a developer under the short message (what was asked, what to check). */
  metaMessages?: readonly string[];
  /** Where the docs explain it; default the family's section of `docs/errors.md`. */
  docsPath?: string;
}

/**
 * The base of every error Foyer throws, shaped like viem's `BaseError`:
 *
 * - `text` is what a person is shown, by key (a {@link CoreText}), which the modal translates;
 *   `shortMessage` is its English (a catalogue string: `messages.ts` for the spec's wording,
 *   `foyerMessages.ts` for Foyer's own). An error only a developer meets has no `text`;
 * - `message` is for developers: the short message, then `metaMessages`, the `details`, the
 *   cause's own message, the `docsPath` and the version;
 * - `code` is stable for programs, narrowed per family; `details` carries context; `walk()`
 *   finds a link of the `cause` chain.
 *
 * Code throws one of the families built on it (`WalletError`, `ApiError`,
 * `InvalidInputError`, …): each names itself in `name` and narrows `code` to
 * its own union, so `error instanceof ApiError && error.code === "HTTP_ERROR"`
 * is checked by the compiler, while `instanceof FoyerError` still catches all.
 * `name` is a literal rather than the constructor's name because minifiers
 * rename classes.
 */
export class FoyerError<C extends string = string> extends Error {
  /** The section of `docs/errors.md` a family's errors point to unless they name another. */
  static readonly docsPath: string = "docs/errors.md#foyererror";

  override readonly name: string = "FoyerError";
  readonly code: C;
  readonly category: ErrorCategory;
  readonly details: Readonly<Record<string, unknown>>;
  /** The English of what a user sees (a catalogue string); `message` adds what a developer needs. */
  readonly shortMessage: string;
  /** What a person is shown, by key; absent on errors only a developer meets. */
  readonly text: CoreText | undefined;
  readonly metaMessages: readonly string[];
  readonly docsPath: string;
  readonly version: string = `@foyer/core@${FOYER_VERSION}`;

  /** `text` is a catalogue string, or a keyed text whose English becomes `shortMessage`. */
  constructor(text: string | CoreText, options: FoyerErrorOptions<C>) {
    const shortMessage = typeof text === "string" ? text : text.en;
    const docsPath = options.docsPath ?? (new.target as typeof FoyerError).docsPath;
    const metaMessages = options.metaMessages ?? [];
    const details = options.details ?? {};
    super(
      developerMessage(shortMessage, metaMessages, details, options.cause, docsPath),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = options.code;
    this.category = options.category ?? "INTERNAL_SDK_ERROR";
    this.details = details;
    this.shortMessage = shortMessage;
    this.text = typeof text === "string" ? undefined : text;
    this.metaMessages = metaMessages;
    this.docsPath = docsPath;
  }

  /** The innermost link of the `cause` chain (this error when it has no cause). */
  walk(): unknown;
  /** The first link of the chain, this error first, that `match` accepts; else `undefined`. */
  walk(match: (link: unknown) => boolean): unknown;
  walk(match?: (link: unknown) => boolean): unknown {
    return walkErrorChain(this, match);
  }
}

function developerMessage(
  shortMessage: string,
  metaMessages: readonly string[],
  details: Readonly<Record<string, unknown>>,
  cause: unknown,
  docsPath: string,
): string {
  const causeText =
    cause instanceof FoyerError
      ? cause.shortMessage
      : cause instanceof Error
        ? cause.message
        : typeof cause === "string"
          ? cause
          : undefined;
  const described = describeDetails(details);
  const facts = [
    described !== "{}" ? `Details: ${described}` : undefined,
    causeText && causeText !== shortMessage ? `Cause: ${causeText}` : undefined,
    `Docs: ${docsPath}`,
    `Version: @foyer/core@${FOYER_VERSION}`,
  ].filter((line): line is string => line !== undefined);
  return [
    shortMessage,
    ...(metaMessages.length > 0 ? ["", ...metaMessages] : []),
    "",
    ...facts,
  ].join("\n");
}

export function isFoyerError(value: unknown): value is FoyerError {
  return value instanceof FoyerError;
}

/**
 * The text to show a person for anything caught: a `FoyerError`'s `shortMessage` (never the
 * developer `message`), another error's `message`, or the value as text.
 */
export function userMessageOf(error: unknown): string {
  if (error instanceof FoyerError) return error.shortMessage;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * What to show a person for anything caught, for the modal to translate: a `FoyerError`'s
 * keyed `text`, else the words {@link userMessageOf} gives (a wallet's own answer).
 */
export function userTextOf(error: unknown): UserText {
  return (error instanceof FoyerError && error.text) || userMessageOf(error);
}
