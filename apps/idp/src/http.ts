import type { IncomingMessage, ServerResponse } from "node:http";

/** Reads a request body (at most 64 KiB) as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 65_536) throw new Error("request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The parameters of a query string and, for a form POST, of its body (body wins). */
export async function formParams(request: IncomingMessage, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams);
  if (request.method === "POST") {
    const type = request.headers["content-type"] ?? "";
    if (type.startsWith("application/x-www-form-urlencoded")) {
      for (const [name, value] of new URLSearchParams(await readBody(request))) {
        params.set(name, value);
      }
    }
  }
  return params;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
  });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, "cache-control": "no-store" });
  response.end();
}

/** The client id and secret of HTTP Basic client authentication (RFC 6749 §2.3.1 encoding). */
export function basicCredentials(
  request: IncomingMessage,
): { clientId: string; clientSecret: string } | undefined {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  return {
    clientId: decodeURIComponent(decoded.slice(0, colon)),
    clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

export function bearerToken(request: IncomingMessage, url: URL): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^(?:Bearer|token) (\S+)$/i.exec(header) : null;
  // Facebook's Graph API also takes the token as a query parameter.
  return match?.[1] ?? url.searchParams.get("access_token") ?? undefined;
}

/** Redirect URIs the stand-in accepts: the provider server's callback on a loopback host, any port. */
export function isLoopbackCallback(value: string | null, callbackPath: string): boolean {
  if (value === null) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "http:" &&
      ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname) &&
      url.pathname === callbackPath &&
      url.search === "" &&
      url.hash === ""
    );
  } catch {
    return false;
  }
}
