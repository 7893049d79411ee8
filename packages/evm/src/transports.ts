import { RPC_TRANSPORT_CONFIG } from "@foyer/core";
import { http, type Transport } from "@wagmi/core";
import { createTransport, type EIP1193RequestFn, TimeoutError } from "viem";

/**
 * The chain-read transport (SPEC §8, §9) over a network's RPC URLs, with
 * one deadline for the whole call (RPC_TRANSPORT_CONFIG.timeoutMs, every
 * retry and upstream included):
 * - several URLs: viem's `fallback`, ranked by SPEC §9 (`fallbackTransport.ts`,
 *   loaded on the first call), each URL's try getting its share of the time;
 * - then up to 3 retries under core's `shouldRetryRpc` (HTTP 403, 408, 413,
 *   429, 500, 502, 503, 504, network failures), spaced by `rpcRetryDelay`
 *   (150 ms doubling, or the server's Retry-After) — only while they fit in
 *   the deadline;
 * - JSON-RPC batches of up to 1000 calls, flushed on the next tick.
 */
export function rpcTransport(
  urls: string | readonly string[],
  /** Tests shorten the deadline; everyone else gets the spec's. */
  options: { deadlineMs?: number } = {},
): Transport {
  const list = typeof urls === "string" ? [urls] : [...urls];
  const deadlineMs = options.deadlineMs ?? RPC_TRANSPORT_CONFIG.timeoutMs;
  const members = list.map((url) =>
    http(url, {
      retryCount: 0,
      // With several URLs each gets a share, so a hung one can't use up the whole deadline.
      timeout: Math.floor(deadlineMs / list.length),
      batch: { ...RPC_TRANSPORT_CONFIG.batch },
    }),
  );
  const [first] = members;
  if (first === undefined) throw new TypeError("rpcTransport needs at least one URL");
  const inner = members.length === 1 ? first : lazyFallback(members);
  return withDeadline(inner, deadlineMs);
}

/** The ranked fallback, its module fetched when the first call needs it. */
function lazyFallback(members: Transport[]): Transport {
  return (parameters) => {
    let loaded: Promise<ReturnType<Transport>> | undefined;
    const load = () => {
      loaded ??= import("./fallbackTransport.js").then(({ rankedFallback }) =>
        rankedFallback(members)({ ...parameters, retryCount: 0 }),
      );
      return loaded;
    };
    const request = (async (args: unknown, options?: unknown) => {
      const transport = await load();
      return (transport.request as (args: unknown, options?: unknown) => Promise<unknown>)(
        args,
        options,
      );
    }) as EIP1193RequestFn;
    return createTransport({
      key: "fallback",
      name: "Fallback",
      type: "fallback",
      retryCount: 0,
      request,
    });
  };
}

/** Retries the inner transport by core's rules, all within one deadline per call. */
function withDeadline(inner: Transport, deadlineMs: number): Transport {
  return (parameters) => {
    const transport = inner({ ...parameters, retryCount: 0 });
    const request = (async (args: { method: string; params?: unknown }, options?: unknown) => {
      const deadlineAt = Date.now() + deadlineMs;
      const send = transport.request as (args: unknown, options?: unknown) => Promise<unknown>;
      for (let attempt = 0; ; attempt++) {
        try {
          return await beforeDeadline(send(args, options), deadlineAt, args);
        } catch (error) {
          if (error instanceof TimeoutError || attempt >= RPC_TRANSPORT_CONFIG.retryCount)
            throw error;
          const { retryRules } = await import("./retryRules.js");
          if (!retryRules.shouldRetryRpc(error)) throw error;
          const delay = retryRules.rpcRetryDelay(attempt, retryAfterOf(error), Date.now());
          if (Date.now() + delay >= deadlineAt) throw error;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    }) as EIP1193RequestFn;
    return createTransport(
      {
        key: transport.config.key,
        name: transport.config.name,
        type: transport.config.type,
        retryCount: 0,
        request,
      },
      transport.value,
    );
  };
}

function beforeDeadline<T>(
  work: Promise<T>,
  deadlineAt: number,
  args: { method: string },
): Promise<T> {
  return new Promise((resolve, reject) => {
    // Only the method: params may hold signed transactions, and the URL a provider's key.
    const timer = setTimeout(
      () => reject(new TimeoutError({ body: { method: args.method }, url: "rpc" })),
      Math.max(0, deadlineAt - Date.now()),
    );
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The Retry-After header of an HTTP failure, looked for along the error's causes. */
function retryAfterOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const headers = (current as { headers?: unknown }).headers;
    if (typeof headers === "object" && headers !== null && "get" in headers) {
      const value = (headers as Headers).get("retry-after");
      if (value !== null) return value;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
