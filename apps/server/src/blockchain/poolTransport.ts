import { createTransport, type EIP1193RequestFn, RpcRequestError, type Transport } from "viem";
import { originOf, type UpstreamPool } from "../upstream/upstreamPool.js";

/** A chain read that got no answer from any upstream within the deadline. */
export class UpstreamUnavailableError extends Error {
  override name = "UpstreamUnavailableError";
}

/** Same cap as viem's http batching; hosted nodes refuse bigger batches. */
const MAX_BATCH = 1000;

interface Pending {
  method: string;
  params: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * A viem transport over a network's failover pool: the calls of one turn of
 * the event loop travel as one JSON-RPC batch (balance and price reads make
 * many `eth_call`s at once, and no Multicall3 is needed), each call answered
 * by its own slot. The pool owns retries and the deadline, so viem's own
 * retry is off. Errors name the upstream by origin only, and carry only the
 * method, never the params.
 */
export function poolTransport(pool: UpstreamPool): Transport {
  let queue: Pending[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    const calls = queue;
    queue = [];
    for (let start = 0; start < calls.length; start += MAX_BATCH) {
      void send(calls.slice(start, start + MAX_BATCH));
    }
  }

  async function send(calls: Pending[]) {
    const requests = calls.map((call, id) => ({
      jsonrpc: "2.0",
      id,
      method: call.method,
      params: call.params ?? [],
    }));
    const result = await pool.send(JSON.stringify(requests.length === 1 ? requests[0] : requests));
    if (!result.ok) {
      const error = new UpstreamUnavailableError(`chain upstream failed: ${result.reason}`);
      for (const call of calls) call.reject(error);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(result.body);
    } catch {
      parsed = undefined;
    }
    const answers = new Map<unknown, Record<string, unknown>>();
    for (const answer of Array.isArray(parsed) ? parsed : [parsed]) {
      if (typeof answer === "object" && answer !== null && "id" in answer) {
        answers.set((answer as { id: unknown }).id, answer as Record<string, unknown>);
      }
    }
    const url = originOf(pool.order()[0] ?? "");
    calls.forEach((call, id) => {
      const answer = answers.get(id);
      if (answer === undefined) {
        call.reject(new UpstreamUnavailableError("chain upstream answered without this call"));
      } else if (typeof answer.error === "object" && answer.error !== null) {
        const error = answer.error as { code?: unknown; message?: unknown; data?: unknown };
        call.reject(
          new RpcRequestError({
            body: { method: call.method },
            error: {
              code: typeof error.code === "number" ? error.code : -32603,
              message: typeof error.message === "string" ? error.message : "RPC error",
              data: error.data,
            },
            url,
          }),
        );
      } else {
        call.resolve(answer.result);
      }
    });
  }

  const request = (({ method, params }: { method: string; params?: unknown }) =>
    new Promise((resolve, reject) => {
      queue.push({ method, params, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setTimeout(flush, 0);
      }
    })) as EIP1193RequestFn;
  return () =>
    createTransport({
      key: "foyer-upstreams",
      name: "Foyer upstreams",
      type: "foyer-upstreams",
      retryCount: 0,
      request,
    });
}
