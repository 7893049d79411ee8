import * as oidc from "openid-client";
import { appleClientSecret } from "./appleClientSecret.js";
import type { SocialConfig, SocialProviderConfig } from "./socialConfig.js";
import { PROVIDER_FACTS, type SocialIdentity, type SocialProvider } from "./socialProviders.js";

/** What one authorization request carries and its callback must match. */
export interface AuthorizationChecks {
  state: string;
  codeVerifier: string;
  /** OIDC providers only: the ID token must carry it back. */
  nonce: string | undefined;
}

/** The code exchange or the identity check failed; `reason` is for logs (no secrets in it). */
export class SocialExchangeError extends Error {
  override name = "SocialExchangeError";
  constructor(readonly reason: string) {
    super(`social sign-in not confirmed: ${reason}`);
  }
}

/** Providers take a few seconds at most; a stuck one must not hold a login for 30 s. */
const PROVIDER_TIMEOUT_S = 10;

/**
 * The server's OAuth 2.0 / OpenID Connect client for each social provider (openid-client):
 * authorization URLs with PKCE (S256), state and (OIDC) nonce; the code exchange; the ID
 * token's checks (signature against the provider's JWKS, issuer, audience, expiry, nonce)
 * or the provider's user-info API. The same code runs against the real providers and the
 * local stand-in: only the configured URLs differ (plain http is allowed for the latter).
 */
export function createSocialClient(
  config: SocialConfig,
  redirectUri: () => string,
  /** The auth routes' clock: ID token times are judged by it (tests move it). */
  now: () => number = Date.now,
) {
  function providerConfig(provider: SocialProvider): SocialProviderConfig | undefined {
    return config.providers[provider];
  }

  const metadata = new Map<SocialProvider, Promise<oidc.ServerMetadata>>();

  /** The client's authentication; Apple's secret is a JWT signed now with its key. */
  async function clientAuthOf(settings: SocialProviderConfig, issuer: string) {
    const secret =
      typeof settings.clientSecret === "string"
        ? settings.clientSecret
        : await appleClientSecret(settings.clientSecret, settings.clientId, issuer, now());
    return PROVIDER_FACTS[settings.provider].clientAuth === "client_secret_basic"
      ? oidc.ClientSecretBasic(secret)
      : oidc.ClientSecretPost(secret);
  }

  const isHttp = (url: string) => new URL(url).protocol === "http:";

  /** The provider's metadata: discovered (OIDC) or from configuration (OAuth 2.0). */
  async function discover(settings: SocialProviderConfig): Promise<oidc.ServerMetadata> {
    const { endpoints } = settings;
    if (endpoints.kind === "oauth2") {
      return {
        issuer: endpoints.issuer,
        authorization_endpoint: endpoints.authorizationUrl,
        token_endpoint: endpoints.tokenUrl,
      };
    }
    const discovered = await oidc.discovery(
      new URL(endpoints.issuer),
      settings.clientId,
      undefined,
      undefined,
      {
        execute: isHttp(endpoints.issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_S,
      },
    );
    return discovered.serverMetadata();
  }

  /** Discovery runs once per provider; a failed one is tried again on the next login. */
  function metadataOf(settings: SocialProviderConfig): Promise<oidc.ServerMetadata> {
    let pending = metadata.get(settings.provider);
    if (pending === undefined) {
      pending = discover(settings);
      metadata.set(settings.provider, pending);
      pending.catch(() => metadata.delete(settings.provider));
    }
    return pending;
  }

  /** A client for one login, its clock set to the auth routes' (ID token times are judged by it). */
  async function configurationOf(settings: SocialProviderConfig): Promise<oidc.Configuration> {
    const server = await metadataOf(settings);
    const configuration = new oidc.Configuration(
      server,
      settings.clientId,
      { [oidc.clockSkew]: Math.round((now() - Date.now()) / 1000) },
      await clientAuthOf(settings, server.issuer),
    );
    const { endpoints } = settings;
    const urls =
      endpoints.kind === "oidc"
        ? [endpoints.issuer]
        : [endpoints.authorizationUrl, endpoints.tokenUrl, endpoints.userInfoUrl];
    if (urls.some(isHttp)) oidc.allowInsecureRequests(configuration);
    // Check the ID token's signature against the provider's JWKS, not only the TLS channel.
    if (endpoints.kind === "oidc") oidc.enableNonRepudiationChecks(configuration);
    configuration.timeout = PROVIDER_TIMEOUT_S;
    return configuration;
  }

  return {
    isConfigured: (provider: SocialProvider) => providerConfig(provider) !== undefined,

    /** Fresh one-time values for an authorization request. */
    newChecks(provider: SocialProvider): AuthorizationChecks {
      const settings = providerConfig(provider);
      return {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: settings?.endpoints.kind === "oidc" ? oidc.randomNonce() : undefined,
      };
    },

    async authorizationUrl(provider: SocialProvider, checks: AuthorizationChecks): Promise<URL> {
      const settings = providerConfig(provider);
      if (settings === undefined) throw new Error(`${provider} is not configured`);
      const facts = PROVIDER_FACTS[provider];
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri(),
        scope: facts.scope,
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
      };
      if (checks.nonce !== undefined) parameters.nonce = checks.nonce;
      if (facts.responseMode !== undefined) parameters.response_mode = facts.responseMode;
      return oidc.buildAuthorizationUrl(await configurationOf(settings), parameters);
    },

    /**
     * Exchanges the callback's code (with the PKCE verifier) and says who signed in.
     * `callbackUrl` is the redirect URI with the provider's parameters as a query.
     */
    async exchange(
      provider: SocialProvider,
      callbackUrl: URL,
      checks: AuthorizationChecks,
    ): Promise<SocialIdentity> {
      const settings = providerConfig(provider);
      if (settings === undefined) throw new SocialExchangeError("provider not configured");
      const facts = PROVIDER_FACTS[provider];
      let configuration: oidc.Configuration;
      try {
        configuration = await configurationOf(settings);
      } catch (error) {
        throw new SocialExchangeError(`discovery failed (${describe(error)})`);
      }
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          idTokenExpected: settings.endpoints.kind === "oidc",
          ...(checks.nonce === undefined ? {} : { expectedNonce: checks.nonce }),
        });
      } catch (error) {
        throw new SocialExchangeError(`code exchange refused (${describe(error)})`);
      }
      let answer: Record<string, unknown> | undefined;
      if (settings.endpoints.kind === "oidc") {
        answer = tokens.claims() as Record<string, unknown> | undefined;
      } else {
        try {
          const response = await oidc.fetchProtectedResource(
            configuration,
            tokens.access_token,
            new URL(settings.endpoints.userInfoUrl),
            "GET",
          );
          if (!response.ok) throw new SocialExchangeError(`user info answered ${response.status}`);
          const body: unknown = await response.json();
          answer =
            typeof body === "object" && body !== null
              ? (body as Record<string, unknown>)
              : undefined;
        } catch (error) {
          if (error instanceof SocialExchangeError) throw error;
          throw new SocialExchangeError(`user info failed (${describe(error)})`);
        }
      }
      const identity = answer === undefined ? undefined : facts.identity(answer);
      if (identity === undefined) throw new SocialExchangeError("no stable subject in the answer");
      return identity;
    },
  };
}

export type SocialClient = ReturnType<typeof createSocialClient>;

/** The error's name, code and OAuth error code: never a token, a secret or a response body. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const parts = [error.name];
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown };
  if (typeof code === "string") parts.push(code);
  if (typeof oauthError === "string") parts.push(oauthError);
  return parts.join(" ");
}
