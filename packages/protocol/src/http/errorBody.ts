import * as v from "valibot";

/**
 * Every non-JSON-RPC error the server answers has this shape: `code` a stable identifier
 * clients match on, `error` the HTTP reason phrase, `message` a sentence for developers.
 */
export const ErrorBodySchema = v.object({
  code: v.string(),
  error: v.string(),
  message: v.string(),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** A 400 naming what was wrong with the request. */
export function invalidRequest(message: string, code = "INVALID_REQUEST"): ErrorBody {
  return { code, error: "Bad Request", message };
}
