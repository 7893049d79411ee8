import { isRecord } from "../lib/is-record.js";
import type { JsonRpcRequest } from "./jsonrpc.js";
import type { UpstreamResult } from "./upstream.js";

/**
 * Point reads of current state: each costs the node about the same small,
 * bounded work, so answering several in one batch keeps every one of them
 * fast. Anything open-ended (eth_call, eth_getLogs, estimates, full blocks)
 * or with side effects (eth_sendRawTransaction) always travels alone, so one
 * slow call never holds up unrelated clients.
 */
const COALESCED_METHODS = new Set([
  "eth_blockNumber",
  "eth_chainId",
  "net_version",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_getBalance",
  "eth_getTransactionCount",
  "eth_getCode",
  "eth_getStorageAt",
  "eth_getTransactionByHash",
  "eth_getTransactionReceipt",
]);

/** Upstream batches stay well under the limits hosted node providers put on batch size. */
export const MAX_COALESCED = 50;

/** A lone request that may share an upstream batch: a point read with an id (not a notification). */
export function isCoalescable(request: JsonRpcRequest): boolean {
  return request.id !== undefined && COALESCED_METHODS.has(request.method);
}

export interface RequestCoalescer {
  /**
   * Sends one request (`raw` is its original text) upstream, in a JSON-RPC
   * batch with the other requests for the same upstream that arrived in the
   * same turn of the event loop. Resolves to this request's own answer.
   */
  send(url: string, request: JsonRpcRequest, raw: string): Promise<UpstreamResult>;
}

interface Waiting {
  request: JsonRpcRequest;
  raw: string;
  resolve(result: UpstreamResult): void;
}

/**
 * Combines concurrent single requests into one upstream batch. Under load
 * each proxied call otherwise costs its own upstream HTTP exchange, and on
 * this kind of host the socket writes dominate; a batch spreads one exchange
 * over all the calls that were waiting. Ids are rewritten to the request's
 * slot in the batch and put back on the way out, so clients that all use
 * `id: 1` still get their own answer. A lone request is forwarded as sent.
 *
 * When the upstream answers a batch with something other than an array of
 * answers (some nodes refuse batches, or fail a batch as a whole), each
 * request missing its answer is retried on its own, so batching never makes
 * an answer worse than sending alone would have.
 */
export function createRequestCoalescer(
  post: (url: string, body: string) => Promise<UpstreamResult>,
): RequestCoalescer {
  const queues = new Map<string, Waiting[]>();
  let scheduled = false;

  function flushAll(): void {
    scheduled = false;
    for (const [url, queue] of queues) {
      queues.delete(url);
      for (let start = 0; start < queue.length; start += MAX_COALESCED) {
        void flush(url, queue.slice(start, start + MAX_COALESCED));
      }
    }
  }

  async function flush(url: string, waiting: Waiting[]): Promise<void> {
    const [only] = waiting;
    if (waiting.length === 1 && only !== undefined) {
      only.resolve(await post(url, only.raw));
      return;
    }
    const body = `[${waiting
      .map(({ request }, slot) =>
        JSON.stringify({
          jsonrpc: "2.0",
          id: slot,
          method: request.method,
          params: request.params,
        }),
      )
      .join(",")}]`;
    const result = await post(url, body);
    if (!result.ok && !result.answered) {
      // Unreachable or timed out: sending each again would only wait again.
      for (const entry of waiting) entry.resolve(result);
      return;
    }
    const answers = result.ok ? answersBySlot(result.body, waiting.length) : [];
    await Promise.all(
      waiting.map(async (entry, slot) => {
        const answer = answers[slot];
        if (answer === undefined) {
          entry.resolve(await post(url, entry.raw));
          return;
        }
        answer.id = entry.request.id;
        entry.resolve({ ok: true, body: JSON.stringify(answer) });
      }),
    );
  }

  return {
    send(url, request, raw) {
      return new Promise((resolve) => {
        const queue = queues.get(url);
        if (queue === undefined) queues.set(url, [{ request, raw, resolve }]);
        else queue.push({ request, raw, resolve });
        if (!scheduled) {
          scheduled = true;
          // After the current I/O phase: every request read in it joins this batch,
          // and no timer adds latency to a lone request.
          setImmediate(flushAll);
        }
      });
    },
  };
}

/** The batch's answers indexed by the slot ids we gave them; junk and unknown ids are dropped. */
function answersBySlot(text: string, size: number): (Record<string, unknown> | undefined)[] {
  const slots: (Record<string, unknown> | undefined)[] = new Array(size).fill(undefined);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return slots;
  }
  if (!Array.isArray(parsed)) return slots;
  for (const answer of parsed) {
    if (!isRecord(answer)) continue;
    const slot = answer.id;
    if (typeof slot === "number" && Number.isInteger(slot) && slot >= 0 && slot < size) {
      if (slots[slot] === undefined && ("result" in answer || "error" in answer)) {
        slots[slot] = answer;
      }
    }
  }
  return slots;
}
