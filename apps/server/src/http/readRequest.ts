import {
  invalidRequest,
  type Route,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  readInput,
} from "@foyer/protocol";
import type { FastifyReply, FastifyRequest } from "fastify";

export interface RequestInput<R extends Route> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
}

/**
 * Reads a request with its route's schemas from `@foyer/protocol`, in the order a caller
 * would fix them: query, path, body. On the first refusal it sends the 400 (the field's code
 * from the route, else INVALID_REQUEST) and returns undefined; the handler just returns.
 */
export function readRequest<R extends Route>(
  route: R,
  request: FastifyRequest,
  reply: FastifyReply,
): RequestInput<R> | undefined {
  const read = {} as Record<"params" | "query" | "body", unknown>;
  const parts = [
    ["query", route.query, request.query],
    ["params", route.params, request.params],
    ["body", route.body, request.body],
  ] as const;
  for (const [part, schema, value] of parts) {
    if (schema === undefined) continue;
    const input = readInput(schema, value);
    if (!input.ok) {
      const code = (input.field && route.codes?.[input.field]) || "INVALID_REQUEST";
      void reply.code(400).send(invalidRequest(input.message, code));
      return undefined;
    }
    read[part] = input.value;
  }
  return read as RequestInput<R>;
}
