import type { Server } from "node:http";
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
