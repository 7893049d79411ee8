import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { IdpClient } from "./clients.js";
import {
  basicCredentials,
  bearerToken,
  formParams,
  isLoopbackCallback,
  redirect,
  sendHtml,
  sendJson,
} from "./http.js";
import { loginPage } from "./loginPage.js";
import type { ClientAuthMethod, OAuth2Shape } from "./oauth2Shapes.js";
import { personByKey } from "./people.js";

const CODE_TTL_MS = 10 * 60 * 1000;
const TOKEN_TTL_MS = 60 * 60 * 1000;

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  subject: string;
  personKey: string;
  expiresAt: number;
}

interface IssuedToken {
  clientId: string;
  subject: string;
  personKey: string;
  expiresAt: number;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

/**
 * One plain OAuth 2.0 provider (GitHub, X, Facebook, Discord) with the authorization-code
 * grant and PKCE (S256), in memory: authorize shows the test people, token exchanges a
 * one-time code bound to client, redirect URI and challenge, user info reads the bearer token.
 */
export function createOAuth2Provider(options: {
  shape: OAuth2Shape;
  clients: readonly IdpClient[];
  callbackPath: string;
  /** Mount point, e.g. `/github`. */
  prefix: string;
  now?: () => number;
}) {
  const { shape, prefix, callbackPath } = options;
  const now = options.now ?? Date.now;
  const clients = options.clients.filter((client) => client.provider === shape.provider);
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();

  function clientOf(id: string | null) {
    return clients.find((client) => client.clientId === id);
  }

  function badRequest(response: ServerResponse, why: string) {
    sendHtml(response, 400, `<!doctype html><title>Bad request</title><p>${why}</p>`);
  }

  async function authorize(request: IncomingMessage, response: ServerResponse, url: URL) {
    const params = await formParams(request, url);
    const client = clientOf(params.get("client_id"));
    // Never redirect for an unknown client or redirect URI (RFC 6749 §4.1.2.1).
    if (client === undefined) return badRequest(response, "Unknown client_id.");
    const redirectUri = params.get("redirect_uri");
    if (redirectUri === null || !isLoopbackCallback(redirectUri, callbackPath)) {
      return badRequest(response, "redirect_uri is not registered for this client.");
    }
    const back = new URL(redirectUri);
    const state = params.get("state");
    if (state !== null) back.searchParams.set("state", state);
    const fail = (error: string, description: string) => {
      back.searchParams.set("error", error);
      back.searchParams.set("error_description", description);
      redirect(response, back.href);
    };
    if (params.get("response_type") !== "code") {
      return fail("unsupported_response_type", "Only response_type=code is supported.");
    }
    const challenge = params.get("code_challenge");
    if (challenge === null || params.get("code_challenge_method") !== "S256") {
      return fail("invalid_request", "PKCE with code_challenge_method=S256 is required.");
    }
    if (request.method !== "POST") {
      const hidden = Object.fromEntries(params);
      return sendHtml(
        response,
        200,
        loginPage({
          provider: shape.provider,
          clientId: client.clientId,
          action: `${prefix}${shape.authorizePath}`,
          hidden,
        }),
      );
    }
    if (params.get("deny") !== null) {
      return fail("access_denied", "The user denied the request.");
    }
    const person = personByKey(params.get("person"));
    if (person === undefined) return badRequest(response, "Choose a test person.");
    const code = randomBytes(20).toString("hex");
    codes.set(code, {
      clientId: client.clientId,
      redirectUri,
      codeChallenge: challenge,
      scope: params.get("scope") ?? "",
      subject: person.subjects[shape.provider],
      personKey: person.key,
      expiresAt: now() + CODE_TTL_MS,
    });
    back.searchParams.set("code", code);
    redirect(response, back.href);
  }

  function authenticate(request: IncomingMessage, params: URLSearchParams) {
    const basic = basicCredentials(request);
    const method: ClientAuthMethod = basic ? "client_secret_basic" : "client_secret_post";
    const claimed = basic ?? {
      clientId: params.get("client_id") ?? "",
      clientSecret: params.get("client_secret") ?? "",
    };
    const client = clientOf(claimed.clientId);
    if (!shape.clientAuth.includes(method)) return undefined;
    if (client === undefined || !sameSecret(client.clientSecret, claimed.clientSecret)) {
      return undefined;
    }
    return client;
  }

  async function token(request: IncomingMessage, response: ServerResponse, url: URL) {
    const params = await formParams(request, url);
    const refuse = (error: string, description: string, status?: number) => {
      const refusal = shape.tokenRefusal(error, description);
      sendJson(response, status ?? refusal.status, refusal.body);
    };
    const client = authenticate(request, params);
    if (client === undefined) {
      const refusal = shape.tokenRefusal("invalid_client", "Client authentication failed.");
      return sendJson(response, refusal.status === 200 ? 200 : 401, refusal.body);
    }
    if (params.get("grant_type") !== "authorization_code") {
      return refuse("unsupported_grant_type", "Only authorization_code is supported.");
    }
    const code = params.get("code") ?? "";
    const issued = codes.get(code);
    // One use only, whatever the outcome (RFC 6749 §4.1.2).
    codes.delete(code);
    if (issued === undefined || issued.expiresAt < now()) {
      return refuse("invalid_grant", "The code passed is incorrect or expired.");
    }
    if (issued.clientId !== client.clientId) {
      return refuse("invalid_grant", "The code was issued to another client.");
    }
    if (params.get("redirect_uri") !== issued.redirectUri) {
      return refuse("invalid_grant", "redirect_uri does not match the authorization request.");
    }
    const verifier = params.get("code_verifier");
    if (verifier === null || s256(verifier) !== issued.codeChallenge) {
      return refuse("invalid_grant", "code_verifier does not match the code_challenge.");
    }
    const accessToken = randomBytes(24).toString("base64url");
    tokens.set(accessToken, {
      clientId: client.clientId,
      subject: issued.subject,
      personKey: issued.personKey,
      expiresAt: now() + TOKEN_TTL_MS,
    });
    sendJson(response, 200, shape.tokenAnswer(accessToken, issued.scope));
  }

  function userInfo(request: IncomingMessage, response: ServerResponse, url: URL) {
    const issued = tokens.get(bearerToken(request, url) ?? "");
    const person = issued && issued.expiresAt >= now() ? personByKey(issued.personKey) : undefined;
    if (issued === undefined || person === undefined) {
      response.setHeader("www-authenticate", 'Bearer error="invalid_token"');
      return sendJson(response, 401, { message: "Bad credentials" });
    }
    sendJson(response, 200, shape.userAnswer(person, issued.subject));
  }

  /** Handles a request below `prefix`; false when the path is none of this provider's. */
  return async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const path = url.pathname.slice(prefix.length);
    if (path === shape.authorizePath && (request.method === "GET" || request.method === "POST")) {
      await authorize(request, response, url);
    } else if (path === shape.tokenPath && request.method === "POST") {
      await token(request, response, url);
    } else if (path === shape.userInfoPath && request.method === "GET") {
      userInfo(request, response, url);
    } else {
      return false;
    }
    return true;
  };
}
