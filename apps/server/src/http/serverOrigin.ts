/**
 * Where this server is reached, from configuration only — never from a
 * request's `Host` header, which the client writes (and DNS rebinding lets a
 * web page write too). Mailed links, icon URLs and the "is this our own
 * page?" check of the project guard all read it.
 */
export interface ServerOrigin {
  /** Base of the links the server hands out, without a trailing slash (may carry a path). */
  baseUrl(): string;
  /** Whether a browser `Origin` is one of this server's own (its pages, e.g. the frame). */
  isOwn(origin: string): boolean;
}

export interface ServerOriginConfig {
  /** `FOYER_PUBLIC_URL`, already validated; required in production. */
  publicUrl: string | undefined;
  /** Listen address and port (`HOST`, `PORT`). */
  host: string;
  port: number;
}

const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"];
const ANY_ADDRESS = new Set(["0.0.0.0", "::", "[::]", ""]);

/**
 * With `FOYER_PUBLIC_URL` set, its origin is the only own origin. Without it
 * (development: production refuses to start), the server is what it listens
 * on: a loopback or wildcard listen address means the loopback names at the
 * listening port, any other host name that name. `boundPort` reports the port
 * actually bound once listening (for `PORT=0`); before that, the configured one.
 */
export function createServerOrigin(
  config: ServerOriginConfig,
  boundPort: () => number | undefined,
): ServerOrigin {
  if (config.publicUrl !== undefined) {
    const base = config.publicUrl.replace(/\/+$/, "");
    const own = new URL(base).origin;
    return { baseUrl: () => base, isOwn: (origin) => origin === own };
  }
  const names = listenNames(config.host);
  // A listening server keeps its port: asked once it is bound, not per link (each ask is
  // a getsockname call, and a balance answer builds a link per token).
  let bound: number | undefined;
  const port = () => {
    bound ??= boundPort();
    return bound ?? config.port;
  };
  return {
    baseUrl: () => `http://${names[0]}:${port()}`,
    isOwn(origin) {
      const current = port();
      return names.some((name) => origin === `http://${name}:${current}`);
    },
  };
}

/** Host names that reach a server listening on `host`, the preferred one first. */
export function listenNames(host: string): string[] {
  const trimmed = host.trim().toLowerCase();
  if (ANY_ADDRESS.has(trimmed) || isLoopback(trimmed)) return LOOPBACK_NAMES;
  return [trimmed.includes(":") && !trimmed.startsWith("[") ? `[${trimmed}]` : trimmed];
}

/** Whether a host name or address (as in a listen address or a socket's peer) is loopback. */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    bare === "localhost" ||
    bare === "::1" ||
    /^127(?:\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(?:\.\d{1,3}){3}$/.test(bare)
  );
}
