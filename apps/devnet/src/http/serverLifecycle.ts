import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The port a listening server got (port 0 asks the system for a free one). */
export function listeningPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}

/** Stops a server now: open keep-alive connections are dropped rather than waited for. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * An HTTP server on `host:port` answering with `handle`; a request it fails without having
 * answered gets `fail`'s answer. Resolves once listening.
 */
export function serveHttp(
  host: string,
  port: number,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
  fail: (response: ServerResponse) => void,
): Promise<Server> {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) fail(response);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
