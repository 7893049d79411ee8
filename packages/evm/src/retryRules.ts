import { retryRpcAfterFailure, shouldRetryRpc, walkErrorChain } from "@foyer/protocol";
import { TimeoutError } from "viem";

/**
 * After a chain read failed: core's retry rules (`retryRpcAfterFailure`: up to 3 more tries,
 * 150 ms doubling or the server's Retry-After, all before the deadline), never after a
 * timeout (`once` itself stops at the deadline). Its own chunk, fetched with the first
 * failure: pages whose reads succeed never load it.
 */
export function retryAfterFailure(
  failure: unknown,
  once: () => Promise<unknown>,
  deadlineAt: number,
): Promise<unknown> {
  return retryRpcAfterFailure(failure, {
    once,
    deadlineAt,
    retryable: (error) => !(error instanceof TimeoutError) && shouldRetryRpc(error),
    retryAfterOf,
  });
}

/** The Retry-After header of an HTTP failure, looked for along the error's causes. */
function retryAfterOf(error: unknown): string | undefined {
  const headerOf = (link: unknown): string | null => {
    const headers =
      typeof link === "object" && link !== null ? (link as { headers?: unknown }).headers : null;
    return typeof headers === "object" && headers !== null && "get" in headers
      ? (headers as Headers).get("retry-after")
      : null;
  };
  return headerOf(walkErrorChain(error, (link) => headerOf(link) !== null)) ?? undefined;
}
