import type { ErrorBody, SWAP_ERROR_CODES } from "@foyer/protocol";

type SwapErrorCode = (typeof SWAP_ERROR_CODES)[keyof typeof SWAP_ERROR_CODES];

/**
 * A swap request the server refuses for what it asks (not for how it is written, which the
 * route schemas catch): always a 400 with the code clients word their message by.
 */
export class SwapRefusal extends Error {
  override name = "SwapRefusal";
  /** A swap refused is the caller's to change: always a 400. */
  readonly status = 400;
  constructor(
    readonly code: SwapErrorCode,
    message: string,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { code: this.code, error: "Bad Request", message: this.message };
  }
}
