import { createServer, type Server } from "node:http";
import type { FastifyServerFactory } from "fastify";
import type { FrontHandler } from "../rpc/fastPath.js";

/**
 * A Fastify `serverFactory` whose requests first go to `front()` — the RPC
 * fast path once the app has built it — and to Fastify when it declines.
 * While `draining()`, every answer closes its connection, so none is left
 * kept alive for a load balancer to reuse once the server stops.
 * A custom factory bypasses Fastify's own server setup, so its timeouts are
 * applied here the way Fastify applies them.
 */
export function serverWithFrontHandler(
  front: () => FrontHandler | undefined,
  draining: () => boolean = () => false,
): FastifyServerFactory<Server> {
  return (handler, options) => {
    const server = createServer((request, response) => {
      if (draining()) response.setHeader("connection", "close");
      if (front()?.(request, response) !== true) handler(request, response);
    });
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
    if (typeof keepAliveTimeout === "number") server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === "number") server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === "number") server.setTimeout(connectionTimeout);
    // Fastify treats 0 as "node's default" and leaves it unset.
    if (typeof maxRequestsPerSocket === "number" && maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = maxRequestsPerSocket;
    }
    return server;
  };
}
