import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A page on another loopback origin, to act as a site the project never allowed. */
export async function serveBlankPage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Another site</title><p>Another site</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser keeps its connection alive; don't wait for it to let go.
        server.closeAllConnections();
      }),
  };
}
