import { FoyerError } from "./FoyerError.js";

/** The codes of {@link InvalidInputError}. */
export const INVALID_INPUT_ERROR_CODES = [
  "INVALID_ADDRESS",
  "INVALID_CAIP2",
  "INVALID_CAIP10",
  "INVALID_NUMBER",
  "INVALID_DECIMALS",
  "INVALID_EMAIL",
  "INVALID_TIMESTAMP",
  "INVALID_TIME_ZONE",
  /** Send form: the token's chain is not one the send flow serves ('Unsupported chain'). */
  "UNSUPPORTED_CHAIN",
  "SEND_AMOUNT_AND_RECEIVER_REQUIRED",
  "SEND_TOKEN_REQUIRED",
  /** behaviour §5: another login code was asked for too soon (`details.seconds`). */
  "EMAIL_LOGIN_COOLDOWN",
  /** A transfer the balance can't cover (amount and fee), as the chain judged it. */
  "INSUFFICIENT_FUNDS",
  /** Solana: SOL to a new account below the rent-exempt minimum, or a balance left below it. */
  "BELOW_RENT_MINIMUM",
  /** Bitcoin: an output below its type's dust limit, which nodes do not relay. */
  "BELOW_DUST",
  /** The wallet would not sign the transaction it was handed (a Bitcoin PSBT), short of the user saying no. */
  "TRANSACTION_NOT_SIGNED",
  /** The chain's node refused the signed transaction (`details.reason` has its words). */
  "TRANSACTION_REFUSED",
] as const;

export type InvalidInputErrorCode = (typeof INVALID_INPUT_ERROR_CODES)[number];

/**
 * A value given to Foyer breaks a behaviour §5 validation rule or a public
 * function's contract: an address, a CAIP id, a number, an email, a send form
 * that is not complete. The message is the spec's ('Address is invalid', …).
 */
export class InvalidInputError extends FoyerError<InvalidInputErrorCode> {
  static override readonly docsPath: string = "docs/errors.md#invalidinputerror";
  override readonly name = "InvalidInputError";
}
