import { isObjectLike } from "@foyer/protocol";
import { RpcFailure } from "./rpcErrors.js";

/** One JSON-RPC call to the chain's endpoint; a JSON-RPC error keeps its code and message. */
export async function forwardRpc(
  fetcher: typeof fetch,
  rpcUrl: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  // One call per HTTP request, so the id only has to match itself.
  const id = 1;
  let response: Response;
  try {
    response = await fetcher(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id, method, params: params ?? [] }),
      credentials: "omit",
    });
  } catch {
    throw new RpcFailure(`RPC endpoint is unavailable: ${rpcUrl}`, -32603);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (isObjectLike(body) && isObjectLike(body.error)) {
    const message = typeof body.error.message === "string" ? body.error.message : "RPC error";
    const code = typeof body.error.code === "number" ? body.error.code : -32603;
    throw new RpcFailure(message, code);
  }
  if (!response.ok || !isObjectLike(body) || !("result" in body)) {
    throw new RpcFailure(`HTTP status code: ${response.status}`, -32603);
  }
  return body.result;
}
