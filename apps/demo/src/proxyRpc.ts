/** Why a read through the provider server's RPC proxy failed, in words the page can show. */
export class ProxyReadError extends Error {
  override name = "ProxyReadError";
}

/**
 * The result of one proxied JSON-RPC answer, or the reason it has none: the server's own refusal
 * (`{ message }` with a 4xx/5xx status, e.g. "Unsupported chain: eip155:1") or the node's
 * JSON-RPC error. Pure, so each kind of answer is a row in a table test.
 */
export function readRpcAnswer(status: number, body: unknown): unknown {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const error = record.error;
  if (typeof error === "object" && error !== null && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string") throw new ProxyReadError(message);
  }
  if (status < 200 || status > 299) {
    throw new ProxyReadError(
      typeof record.message === "string" ? record.message : `HTTP status code: ${status}`,
    );
  }
  if (!("result" in record)) throw new ProxyReadError("the answer has no result");
  return record.result;
}

export interface ProxyRpcOptions {
  /** Past this the read gives up: the server has its own upstream deadline, this bounds the rest. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * One JSON-RPC call to `url` (a network's proxy URL on the provider server), as plain fetch:
 * viem's transport would wrap a refusal in a paragraph of request details.
 */
export async function proxyRpc(
  url: string,
  method: string,
  params: readonly unknown[],
  options: ProxyRpcOptions,
): Promise<unknown> {
  const send = options.fetch ?? fetch;
  const timedOut = (error: unknown) =>
    error instanceof DOMException && error.name === "TimeoutError"
      ? new ProxyReadError(`no answer within ${options.timeoutMs / 1000} s`)
      : undefined;
  let response: Response;
  try {
    response = await send(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw timedOut(error) ?? new ProxyReadError("the provider server did not answer");
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw timedOut(error) ?? new ProxyReadError(`HTTP status code: ${response.status}`);
  }
  return readRpcAnswer(response.status, body);
}
