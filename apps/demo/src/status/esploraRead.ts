import { ProxyReadError } from "../proxyRpc.js";

/**
 * `path` under `base` (a Bitcoin network's Esplora base: the server's proxy, whose query
 * names the network and project, goes after the path).
 */
export function esploraPathUrl(base: string, path: string): string {
  const [root = "", query] = base.split("?", 2);
  return `${root.replace(/\/+$/, "")}${path}${query === undefined ? "" : `?${query}`}`;
}

/**
 * A Bitcoin network's tip height through the provider server's Esplora proxy (`GET
 * /blocks/tip/height`, a plain number as text); a refusal ('Network not supported' for a
 * network the server has no upstream for) is the reason the page shows.
 */
export async function esploraTipHeight(
  base: string,
  options: { timeoutMs: number; fetch?: typeof fetch },
): Promise<bigint> {
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(esploraPathUrl(base, "/blocks/tip/height"), {
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw error instanceof DOMException && error.name === "TimeoutError"
      ? new ProxyReadError(`no answer within ${options.timeoutMs / 1000} s`)
      : new ProxyReadError("the provider server did not answer");
  }
  const text = (await response.text()).trim();
  if (!response.ok) {
    let message = text;
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === "string") message = body.message;
    } catch {
      // The upstream's own text refusal, verbatim.
    }
    throw new ProxyReadError(message || `HTTP status code: ${response.status}`);
  }
  if (!/^\d+$/.test(text))
    throw new ProxyReadError("the node answered something that is not a height");
  return BigInt(text);
}
