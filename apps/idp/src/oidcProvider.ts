import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type Configuration, interactionPolicy } from "oidc-provider";
import type { IdpClient } from "./clients.js";
import { formParams, sendHtml } from "./http.js";
import { loginPage } from "./loginPage.js";
import { personByKey, personBySubject } from "./people.js";

/** The OpenID Connect providers the stand-in runs with oidc-provider. */
export type OidcProviderName = "google" | "apple";

interface OidcShape {
  scopes: string[];
  /** What the real provider's token endpoint takes (Google's discovery lists both). */
  clientAuth: "client_secret_basic" | "client_secret_post";
  /** Claims of a test person beyond `sub`, as the provider puts them in its ID token. */
  claims(person: { name: string; email: string }): Record<string, unknown>;
}

const OIDC_SHAPES: Record<OidcProviderName, OidcShape> = {
  google: {
    scopes: ["openid", "email", "profile"],
    clientAuth: "client_secret_basic",
    claims: (person) => ({
      email: person.email,
      email_verified: true,
      name: person.name,
      given_name: person.name.split(" ")[0],
      family_name: person.name.split(" ").slice(1).join(" "),
    }),
  },
  apple: {
    // Apple's scopes are `name` and `email`; its ID token carries the email, never the name.
    scopes: ["openid", "email", "name"],
    clientAuth: "client_secret_post",
    claims: (person) => ({
      email: person.email,
      email_verified: true,
      is_private_email: false,
    }),
  },
};

/**
 * Google or Apple as an OpenID Connect provider (discovery, authorize, token, JWKS, ID
 * tokens signed with a key made at start), mounted at `prefix`. Its interaction is the
 * test-people page; every authorization asks again, like an account chooser.
 */
export async function createOidcProvider(options: {
  name: OidcProviderName;
  baseUrl: string;
  prefix: string;
  clients: readonly IdpClient[];
  callbackPath: string;
  idTokenTtlSeconds: number;
}) {
  const { name, prefix } = options;
  const shape = OIDC_SHAPES[name];
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: `${name}-1` };

  const policy = interactionPolicy.base();
  // The clients are "native" only for loopback redirects on any port (see below); consent is
  // implied by choosing a person, so drop the prompt native clients would otherwise get.
  policy.get("consent")?.checks.remove("native_client_prompt");
  const login = policy.get("login");
  login?.checks.add(
    new interactionPolicy.Check(
      "choose_person",
      "the stand-in lets the person choose every time",
      (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
    ),
    0,
  );

  const configuration: Configuration = {
    clients: options.clients
      .filter((client) => client.provider === name)
      .map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        // Loopback redirect URIs match on any port (RFC 8252 §7.3), which oidc-provider
        // grants to native clients only; the stand-in's clients still authenticate as web ones.
        application_type: "native" as const,
        redirect_uris: [
          `http://127.0.0.1${options.callbackPath}`,
          `http://localhost${options.callbackPath}`,
        ],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: shape.clientAuth,
      })),
    jwks: { keys: [jwk] },
    cookies: {
      keys: [randomBytes(32).toString("hex")],
      names: {
        session: `_${name}_session`,
        interaction: `_${name}_interaction`,
        resume: `_${name}_interaction_resume`,
      },
    },
    scopes: shape.scopes,
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified", "is_private_email"],
      profile: ["name", "given_name", "family_name"],
    },
    // Like Google's and Apple's, the ID token carries the scopes' claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      IdToken: options.idTokenTtlSeconds,
      AccessToken: 3600,
      AuthorizationCode: 600,
      Interaction: 3600,
      Grant: 3600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx, sub) => {
      const person = personBySubject(name, sub);
      if (person === undefined) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...shape.claims(person) }) };
    },
    // Consent is implied: the chosen person grants what was asked.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const client = ctx.oidc.client;
      if (accountId === undefined || client === undefined) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? "openid"));
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = `<!doctype html><title>${out.error}</title><p>${String(out.error_description ?? out.error).replace(/[<>&]/g, "")}</p>`;
    },
  };
  const provider = new Provider(`${options.baseUrl}${prefix}`, configuration);
  const callback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, url: URL) {
    const details = await provider.interactionDetails(request, response);
    const client = String(details.params.client_id ?? "");
    if (request.method !== "POST") {
      return sendHtml(
        response,
        200,
        loginPage({
          provider: name,
          clientId: client,
          action: `${prefix}/interaction/${details.uid}`,
        }),
      );
    }
    const form = await formParams(request, url);
    if (form.get("deny") !== null) {
      return provider.interactionFinished(
        request,
        response,
        { error: "access_denied", error_description: "The user denied the request." },
        { mergeWithLastSubmission: false },
      );
    }
    const person = personByKey(form.get("person"));
    if (person === undefined) return sendHtml(response, 400, "<p>Choose a test person.</p>");
    return provider.interactionFinished(
      request,
      response,
      { login: { accountId: person.subjects[name] } },
      { mergeWithLastSubmission: false },
    );
  }

  return async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    const path = url.pathname.slice(prefix.length);
    if (/^\/interaction\/[^/]+$/.test(path)) {
      await interaction(request, response, url);
      return;
    }
    // oidc-provider finds its mount path from originalUrl minus url.
    (request as IncomingMessage & { originalUrl?: string }).originalUrl = request.url;
    request.url = (request.url ?? "/").slice(prefix.length) || "/";
    callback(request, response);
  };
}
