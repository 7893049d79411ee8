import { walkErrorChain } from "../errors/walkErrorChain.js";
import { RPC_NO_RETRY_CODES, RPC_RETRY_STATUSES, RPC_TRANSPORT_CONFIG } from "./rpcTransport.js";

/** JSON-RPC codes that mean "try again": internal error and limit exceeded. */
const RETRYABLE_RPC_CODES = new Set([-32603, -32005]);

function numberField(value: unknown, key: "status" | "code"): number | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "number" ? field : undefined;
}

/** The first `status` or `code` along an error's cause chain (transports wrap errors). */
function findField(error: unknown, key: "status" | "code"): number | undefined {
  return numberField(
    walkErrorChain(error, (link) => numberField(link, key) !== undefined),
    key,
  );
}

/**
 * Whether a chain RPC failure is retried (behaviour §8): never a user rejection
 * (4001, 5000); always one of the listed HTTP statuses; JSON-RPC internal or
 * limit errors; and failures with neither a status nor a code, which are the
 * network itself (refused, reset, timed out). Any other answer is final.
 */
export function shouldRetryRpc(error: unknown): boolean {
  const code = findField(error, "code");
  if (code !== undefined && RPC_NO_RETRY_CODES.includes(code)) return false;
  const status = findField(error, "status");
  if (status !== undefined) return RPC_RETRY_STATUSES.includes(status);
  if (code !== undefined) return RETRYABLE_RPC_CODES.has(code);
  return true;
}

/**
 * Delay before RPC retry `attempt` (0-based), behaviour §9: 150 ms doubling, but
 * a server's Retry-After (seconds or an HTTP date) wins.
 */
export function rpcRetryDelay(
  attempt: number,
  retryAfter: string | null | undefined,
  now: number,
): number {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return RPC_TRANSPORT_CONFIG.retryDelayMs * 2 ** attempt;
}

/** How `retryRpcAfterFailure` tries again. */
export interface RpcRetryOptions {
  /** The same request once more. */
  once: () => Promise<unknown>;
  /** No retry starts at or after this time (ms since the epoch). */
  deadlineAt: number;
  /** Whether a failure may be retried; `shouldRetryRpc` unless the transport knows better. */
  retryable?: (error: unknown) => boolean;
  /** The server's Retry-After for a failure, if the transport kept it. */
  retryAfterOf?: (error: unknown) => string | undefined;
  /** Waits (tests pass a fake clock's). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * After a chain read failed: up to `RPC_TRANSPORT_CONFIG.retryCount` more tries (behaviour §8, §9),
 * each only for a retryable failure and only if its delay (`rpcRetryDelay`) ends before the
 * deadline. Answers the first success; throws the last failure otherwise.
 */
export async function retryRpcAfterFailure(
  failure: unknown,
  options: RpcRetryOptions,
): Promise<unknown> {
  const retryable = options.retryable ?? shouldRetryRpc;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)));
  let error = failure;
  for (let attempt = 0; attempt < RPC_TRANSPORT_CONFIG.retryCount; attempt++) {
    if (!retryable(error)) throw error;
    const delay = rpcRetryDelay(attempt, options.retryAfterOf?.(error), now());
    if (now() + delay >= options.deadlineAt) throw error;
    await sleep(delay);
    try {
      return await options.once();
    } catch (next) {
      error = next;
    }
  }
  throw error;
}
