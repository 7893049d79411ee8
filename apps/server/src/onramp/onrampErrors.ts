import type { ErrorBody, ONRAMP_ERROR_CODES } from "@foyer/protocol";

type OnrampErrorCode = (typeof ONRAMP_ERROR_CODES)[keyof typeof ONRAMP_ERROR_CODES];

const REASONS: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  503: "Service Unavailable",
};

/** A purchase the server refuses, with the status and code clients word their message by. */
export class OnrampRefusal extends Error {
  override name = "OnrampRefusal";
  constructor(
    readonly status: 400 | 403 | 404 | 503,
    readonly code: OnrampErrorCode,
    message: string,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { code: this.code, error: REASONS[this.status] ?? "Bad Request", message: this.message };
  }
}
