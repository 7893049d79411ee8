import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { devClients, type IdpClient } from "./clients.js";
import { createFarcasterRelay } from "./farcasterRelay.js";
import { FAVICON_LINK } from "./faviconLink.js";
import { sendHtml, sendJson } from "./http.js";
import { createOAuth2Provider } from "./oauth2Provider.js";
import { OAUTH2_SHAPES } from "./oauth2Shapes.js";
import { createOidcProvider } from "./oidcProvider.js";
import { PROVIDER_NAMES } from "./people.js";

/** Where the provider server's OAuth callback lives; the stand-in redirects only there. */
export const CALLBACK_PATH = "/auth/v1/embedded/social/callback";

export interface IdpOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Registered clients; defaults to the provider server's development clients. */
  clients?: readonly IdpClient[];
  /** Where clients reach it when that is not where it listens (a proxy in front). */
  publicUrl?: string;
  /** ID token lifetime (default 1 hour, as Google's and Apple's). */
  idTokenTtlSeconds?: number;
  /** The Farcaster auth relay's key for the local Farcaster client (default: the dev key). */
  farcasterAuthKey?: string;
  /** The Farcaster client page a sign-in URL opens (the test wallet's Farcaster tab). */
  farcasterClientUrl?: string;
  log?: (line: string) => void;
}

export interface RunningIdp {
  url: string;
  stop(): Promise<void>;
}

/**
 * The local identity providers on one port: `/google` and `/apple` (OpenID Connect),
 * `/github`, `/x`, `/facebook`, `/discord` (OAuth 2.0 shaped like each real API), and
 * Farcaster's auth relay (`/v1/channel…`, see farcasterRelay.ts).
 */
export async function startIdp(options: IdpOptions): Promise<RunningIdp> {
  const host = options.host ?? "127.0.0.1";
  const clients = options.clients ?? devClients(PROVIDER_NAMES);
  const server = createServer();
  // Requests may arrive as soon as the port is open, before the providers exist (their
  // issuer URLs need the port): they wait for the routes instead of hanging unanswered.
  let routes: ((request: IncomingMessage, response: ServerResponse) => Promise<void>) | undefined;
  let routesReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    routesReady = resolve;
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    ready
      .then(() => routes?.(request, response))
      .catch((error: unknown) => {
        options.log?.(`error: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) sendJson(response, 500, { error: "server_error" });
        else response.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  const publicUrl = options.publicUrl ?? url;

  const oidc = new Map<string, Awaited<ReturnType<typeof createOidcProvider>>>(
    await Promise.all(
      (["google", "apple"] as const).map(
        async (name) =>
          [
            `/${name}`,
            await createOidcProvider({
              name,
              baseUrl: publicUrl,
              idTokenTtlSeconds: options.idTokenTtlSeconds ?? 3600,
              prefix: `/${name}`,
              clients,
              callbackPath: CALLBACK_PATH,
            }),
          ] as const,
      ),
    ),
  );
  const oauth2 = new Map(
    OAUTH2_SHAPES.map((shape) => [
      `/${shape.provider}`,
      createOAuth2Provider({
        shape,
        clients,
        callbackPath: CALLBACK_PATH,
        prefix: `/${shape.provider}`,
      }),
    ]),
  );

  const farcaster = createFarcasterRelay({
    publicUrl,
    ...(options.farcasterAuthKey ? { authKey: options.farcasterAuthKey } : {}),
    ...(options.farcasterClientUrl ? { clientUrl: options.farcasterClientUrl } : {}),
  });

  async function route(request: IncomingMessage, response: ServerResponse) {
    const requestUrl = new URL(request.url ?? "/", url);
    const prefix = `/${requestUrl.pathname.split("/")[1] ?? ""}`;
    if (requestUrl.pathname === "/health") return sendJson(response, 200, { status: "ok" });
    if (requestUrl.pathname === "/") return sendHtml(response, 200, indexPage());
    if (await farcaster(request, response, requestUrl)) return;
    const openid = oidc.get(prefix);
    if (openid) return openid(request, response, requestUrl);
    const plain = oauth2.get(prefix);
    if (plain && (await plain(request, response, requestUrl))) return;
    sendJson(response, 404, { error: "not_found" });
  }

  routes = route;
  routesReady();

  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function indexPage(): string {
  const items = PROVIDER_NAMES.map((name) => `<li>/${name}</li>`).join("");
  return `<!doctype html><html lang="en"><meta charset="utf-8">${FAVICON_LINK}<title>Foyer identity providers</title><h1>Local identity providers</h1><p>Stand-ins for social login, used by the provider server in development.</p><ul>${items}</ul></html>`;
}
