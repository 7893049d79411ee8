import type * as v from "valibot";

/** Any valibot schema; routes name what they read and answer with these. */
export type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * One HTTP route of the provider server: its method and path (Fastify-style `:param`
 * segments), the schemas of what it reads (path params, query, body) and of what it
 * answers. The server validates requests with the input schemas; clients check answers
 * with `response`. `codes` names the error code the server sends when a given input field
 * is refused (default INVALID_REQUEST), so clients can tell a bad address from a bad cursor.
 */
export interface Route {
  readonly method: "GET" | "POST" | "PATCH" | "DELETE";
  readonly path: string;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  readonly response: AnySchema;
  readonly codes?: Readonly<Record<string, string>>;
}

/** Keeps a route's literal types (path, schemas) while checking it is a {@link Route}. */
export function defineRoute<const R extends Route>(route: R): R {
  return route;
}

type OutputOf<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export type RouteParams<R extends Route> = OutputOf<R["params"]>;
export type RouteQuery<R extends Route> = OutputOf<R["query"]>;
export type RouteBody<R extends Route> = OutputOf<R["body"]>;
export type RouteResponse<R extends Route> = v.InferOutput<R["response"]>;
/** What a caller sends as the body, before the server's schema reads it. */
export type RouteBodyInput<R extends Route> = R["body"] extends AnySchema
  ? v.InferInput<R["body"]>
  : undefined;
/** What a caller sends as the query: every value as a string, as it travels. */
export type RouteQueryInput<R extends Route> = R["query"] extends AnySchema
  ? v.InferInput<R["query"]>
  : undefined;

/**
 * The route's path with its `:param` segments filled in, each encoded as one segment so
 * a value can't change the route (`../`, `?`, `#`).
 */
export function routePath(route: Pick<Route, "path">, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`routePath: missing :${name} for ${route.path}`);
    return encodeURIComponent(value);
  });
}
