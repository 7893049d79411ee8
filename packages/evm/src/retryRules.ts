import { RPC_TRANSPORT_CONFIG, rpcRetryDelay, shouldRetryRpc } from "@foyer/core/internal";
import { walkErrorChain } from "@foyer/protocol";
import { TimeoutError } from "viem";

/**
 * After a chain read failed: up to 3 more tries under core's rules (SPEC §8,
 * §9: `shouldRetryRpc`, spaced by `rpcRetryDelay` — 150 ms doubling or the
 * server's Retry-After), each only if it fits before the deadline (`once`
 * itself stops at the deadline). Its own
 * chunk, fetched with the first failure: pages whose reads succeed never load it.
 */
export async function retryAfterFailure(
  failure: unknown,
  once: () => Promise<unknown>,
  deadlineAt: number,
): Promise<unknown> {
  let error = failure;
  for (let attempt = 0; attempt < RPC_TRANSPORT_CONFIG.retryCount; attempt++) {
    if (error instanceof TimeoutError || !shouldRetryRpc(error)) throw error;
    const delay = rpcRetryDelay(attempt, retryAfterOf(error), Date.now());
    if (Date.now() + delay >= deadlineAt) throw error;
    await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      return await once();
    } catch (next) {
      error = next;
    }
  }
  throw error;
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
