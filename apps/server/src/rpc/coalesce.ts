import { isRecord } from "@foyer/protocol";
import type { JsonRpcId, JsonRpcRequest } from "./jsonrpc.js";
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

/**
 * Longest a request waits for the batch before it to come back. A slow or
 * hung upstream must not hold up the next batch for its whole timeout.
 */
export const DEFAULT_HOLD_MS = 50;

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

/** One distinct call (method and params) and everyone waiting for its answer. */
interface Call {
  /** `{"method":…,"params":…}`: the call without jsonrpc and id, also its identity. */
  text: string;
  /** The first caller's original body, sent when the call travels alone. */
  raw: string;
  callers: Waiting[];
}

/**
 * Combines concurrent single requests into one upstream batch. Under load
 * each proxied call otherwise costs its own upstream HTTP exchange, and on
 * this kind of host the socket writes dominate; a batch spreads one exchange
 * over all the calls that were waiting. Ids are rewritten to the request's
 * slot in the batch and put back on the way out, so clients that all use
 * `id: 1` still get their own answer. A lone request is forwarded as sent.
 *
 * Identical calls (same method and params) waiting in the same turn are sent
 * once and their answer goes to each caller under its own id: they arrived
 * together, so one read of the node's state answers all of them as truly as
 * separate reads a moment apart would — and many clients polling the same
 * block number or balance is the common case, not the exception.
 *
 * While a batch is out, requests for the same upstream wait for it to come
 * back (at most `holdMs`) and then leave together. Under load this makes
 * batches grow instead of upstream exchanges multiplying — the proxy's CPU
 * goes into the exchanges — and with nothing in flight nobody waits.
 * Requests never join a batch already sent: its answer may predate them.
 *
 * When the upstream answers a batch with something other than an array of
 * answers (some nodes refuse batches, or fail a batch as a whole), each
 * request missing its answer is retried on its own, so batching never makes
 * an answer worse than sending alone would have.
 */
export function createRequestCoalescer(
  post: (url: string, body: string) => Promise<UpstreamResult>,
  options: { holdMs?: number } = {},
): RequestCoalescer {
  const holdMs = options.holdMs ?? DEFAULT_HOLD_MS;
  const queues = new Map<string, Waiting[]>();
  /** Upstream URL → its batch in flight (an object, so a later batch is told apart). */
  const inFlight = new Map<string, { since: number }>();
  let scheduled = false;
  let holdTimer: { at: number; timer: NodeJS.Timeout } | undefined;

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    // After the current I/O phase: every request read in it joins this batch,
    // and no timer adds latency to a lone request.
    setImmediate(flushAll);
  }

  function flushAll(): void {
    scheduled = false;
    // Holds are durations: a monotonic clock, so setting the system time moves none.
    const now = performance.now();
    // When the first hold among the queues left waiting ends.
    let wakeAt = Number.POSITIVE_INFINITY;
    for (const [url, queue] of queues) {
      const held = inFlight.get(url);
      if (held !== undefined && now - held.since < holdMs) {
        wakeAt = Math.min(wakeAt, held.since + holdMs);
        continue;
      }
      queues.delete(url);
      const batch = { since: now };
      inFlight.set(url, batch);
      const calls = distinctCalls(queue);
      const flushes: Promise<void>[] = [];
      for (let start = 0; start < calls.length; start += MAX_COALESCED) {
        flushes.push(flush(url, calls.slice(start, start + MAX_COALESCED)));
      }
      const landed = () => {
        // A later batch may have left after the hold ran out; it is the one in flight now.
        if (inFlight.get(url) === batch) inFlight.delete(url);
        if (queues.has(url)) schedule();
      };
      void Promise.all(flushes).then(landed, landed);
    }
    // One timer for every held queue, due when the first hold ends, so no
    // upstream's queue waits past its own hold for another's. Moved only when
    // a sooner end appears: under load this runs every turn of the loop.
    if (wakeAt < (holdTimer?.at ?? Number.POSITIVE_INFINITY)) {
      if (holdTimer !== undefined) clearTimeout(holdTimer.timer);
      holdTimer = {
        at: wakeAt,
        timer: setTimeout(() => {
          holdTimer = undefined;
          flushAll();
        }, wakeAt - now),
      };
    }
  }

  /** Sends one call on its own and hands its answer to every caller. */
  async function sendAlone(url: string, call: Call): Promise<void> {
    const result = await post(url, call.raw);
    const [only] = call.callers;
    if (call.callers.length === 1 && only !== undefined) {
      only.resolve(result);
      return;
    }
    const answer = result.ok ? answerOf(result.body) : undefined;
    for (const caller of call.callers) {
      // An answer we cannot read goes to everyone as it came, as it would have alone.
      caller.resolve(
        answer === undefined ? result : { ok: true, body: answer(caller.request.id ?? null) },
      );
    }
  }

  async function flush(url: string, calls: Call[]): Promise<void> {
    const [only] = calls;
    if (calls.length === 1 && only !== undefined) return sendAlone(url, only);
    const body = `[${calls.map((call, slot) => `{"jsonrpc":"2.0","id":${slot},${call.text.slice(1)}`).join(",")}]`;
    const result = await post(url, body);
    if (!result.ok && !result.answered) {
      // Unreachable or timed out: sending each again would only wait again.
      for (const call of calls) for (const caller of call.callers) caller.resolve(result);
      return;
    }
    const answers = result.ok ? answersBySlot(result.body, calls.length) : [];
    await Promise.all(
      calls.map(async (call, slot) => {
        const answer = answers[slot];
        if (answer === undefined) return sendAlone(url, call);
        const reply = withoutId(answer);
        for (const caller of call.callers) {
          caller.resolve({ ok: true, body: reply(caller.request.id ?? null) });
        }
      }),
    );
  }

  return {
    send(url, request, raw) {
      return new Promise((resolve) => {
        const queue = queues.get(url);
        if (queue === undefined) queues.set(url, [{ request, raw, resolve }]);
        else queue.push({ request, raw, resolve });
        schedule();
      });
    },
  };
}

/** Groups the queue by call, in order of first arrival. */
function distinctCalls(queue: Waiting[]): Call[] {
  const calls = new Map<string, Call>();
  for (const waiting of queue) {
    const { method, params } = waiting.request;
    // params is absent, an array or an object (checked before): stringify tells them apart.
    const text = JSON.stringify(params === undefined ? { method } : { method, params });
    const call = calls.get(text);
    if (call === undefined) calls.set(text, { text, raw: waiting.raw, callers: [waiting] });
    else call.callers.push(waiting);
  }
  return [...calls.values()];
}

/**
 * Serialises an answer once and returns it for any id: the id goes in front
 * (key order means nothing in JSON), so a call shared by many callers costs
 * one stringify, not one each.
 */
function withoutId(answer: Record<string, unknown>): (id: JsonRpcId) => string {
  const { id: _slot, ...rest } = answer;
  const tail = JSON.stringify(rest).slice(1);
  return (id) => `{"id":${JSON.stringify(id)},${tail}`;
}

/** A lone call's answer re-addressable to any id, or undefined when it isn't a JSON-RPC answer. */
function answerOf(text: string): ((id: JsonRpcId) => string) | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !("result" in parsed || "error" in parsed)) return undefined;
  return withoutId(parsed);
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
