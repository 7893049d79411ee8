import { type AnySchema, readInput } from "@foyer/protocol";
import type * as v from "valibot";
import { ApiError } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";

/**
 * The answer checked against its route's schema; a wrong shape fails as an invalid
 * response, since a transaction, allowance or preview of the wrong shape must never reach
 * a wallet or the person about to approve.
 */
export function checkedResponse<S extends AnySchema>(
  schema: S,
  response: unknown,
  path: string,
): v.InferOutput<S> {
  const read = readInput(schema, response);
  if (read.ok) return read.value;
  throw new ApiError(messages.httpStatus(200), {
    code: "INVALID_RESPONSE",
    details: { url: path, problem: read.message },
  });
}
