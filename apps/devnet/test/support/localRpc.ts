import { createServer } from "node:net";

/** One JSON-RPC call to `url`; answers its `result` (undefined on an error answer). */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    signal: AbortSignal.timeout(2_000),
  });
  const body = (await response.json()) as { result?: unknown };
  return body.result;
}

/** Resolves true if something else can take the port, i.e. nobody holds it any more. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
