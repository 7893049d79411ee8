import { beforeDeadline, RPC_TRANSPORT_CONFIG } from "@foyer/core/internal";
import { http, type Transport } from "@wagmi/core";
import { createTransport, type EIP1193RequestFn, TimeoutError } from "viem";

/**
 * The chain-read transport (behaviour §8, §9) over a network's RPC URLs, with
 * one deadline for the whole call (RPC_TRANSPORT_CONFIG.timeoutMs, every
 * retry and upstream included):
 * - several URLs: viem's `fallback`, ranked by behaviour §9 (`fallbackTransport.ts`,
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
    const request = (async (args: unknown, options?: unknown) => {
      const deadlineAt = Date.now() + deadlineMs;
      const send = () =>
        (transport.request as (args: unknown, options?: unknown) => Promise<unknown>)(
          args,
          options,
        );
      // No URL or params in the error: the URL may hold a provider's key, params a signed transaction.
      const once = () =>
        beforeDeadline(send(), deadlineAt, () => new TimeoutError({ body: {}, url: "rpc" }));
      try {
        return await once();
      } catch (error) {
        if (error instanceof TimeoutError) throw error;
        // The retry rules load with the first failure: most pages never need them.
        const { retryAfterFailure } = await import("./retryRules.js");
        return retryAfterFailure(error, once, deadlineAt);
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
