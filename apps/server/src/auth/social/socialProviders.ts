import type { SocialProvider } from "@foyer/protocol";

export { isSocialProvider, SOCIAL_PROVIDERS, type SocialProvider } from "@foyer/protocol";

export type ClientAuthMethod = "client_secret_basic" | "client_secret_post";

/** An OpenID Connect provider: everything else comes from its discovery document. */
export interface OidcEndpoints {
  kind: "oidc";
  issuer: string;
}

/** A plain OAuth 2.0 provider: its endpoints are configured, its user comes from an API. */
export interface OAuth2Endpoints {
  kind: "oauth2";
  /** Names the server in openid-client's metadata; not checked (no ID token). */
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export type ProviderEndpoints = OidcEndpoints | OAuth2Endpoints;

/** Who the provider says signed in: its stable id of the person, and what to call them. */
export interface SocialIdentity {
  subject: string;
  username: string;
}

/** The facts about each real provider the client needs; endpoints may be overridden. */
export interface ProviderFacts {
  endpoints: ProviderEndpoints;
  /** Where the stand-in (apps/idp) serves the same endpoints, below its base URL. */
  standIn(base: string): ProviderEndpoints;
  scope: string;
  clientAuth: ClientAuthMethod;
  /** Apple posts the callback as a form when name or email is asked for. */
  responseMode?: "form_post";
  /** The person from the ID token's claims (OIDC) or the user-info answer (OAuth 2.0). */
  identity(answer: Record<string, unknown>): SocialIdentity | undefined;
}

const str = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;
const id = (value: unknown): string | undefined =>
  typeof value === "number" && Number.isSafeInteger(value) ? String(value) : str(value);

function identityOf(subject: unknown, ...names: unknown[]): SocialIdentity | undefined {
  const stable = id(subject);
  if (stable === undefined) return undefined;
  const username = names.map(str).find((name) => name !== undefined) ?? stable;
  return { subject: stable, username };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

export const PROVIDER_FACTS: Record<SocialProvider, ProviderFacts> = {
  google: {
    endpoints: { kind: "oidc", issuer: "https://accounts.google.com" },
    standIn: (base) => ({ kind: "oidc", issuer: `${base}/google` }),
    scope: "openid email profile",
    clientAuth: "client_secret_basic",
    identity: (claims) => identityOf(claims.sub, claims.email, claims.name),
  },
  apple: {
    endpoints: { kind: "oidc", issuer: "https://appleid.apple.com" },
    standIn: (base) => ({ kind: "oidc", issuer: `${base}/apple` }),
    scope: "openid email name",
    // Apple's client secret is an ES256 JWT signed with the team's key (appleClientSecret.ts).
    clientAuth: "client_secret_post",
    responseMode: "form_post",
    identity: (claims) => identityOf(claims.sub, claims.email),
  },
  github: {
    endpoints: {
      kind: "oauth2",
      issuer: "https://github.com",
      authorizationUrl: "https://github.com/login/oauth/authorize",
      tokenUrl: "https://github.com/login/oauth/access_token",
      userInfoUrl: "https://api.github.com/user",
    },
    standIn: (base) => ({
      kind: "oauth2",
      issuer: `${base}/github`,
      authorizationUrl: `${base}/github/login/oauth/authorize`,
      tokenUrl: `${base}/github/login/oauth/access_token`,
      userInfoUrl: `${base}/github/api/user`,
    }),
    scope: "read:user",
    clientAuth: "client_secret_post",
    identity: (user) => identityOf(user.id, user.login),
  },
  x: {
    endpoints: {
      kind: "oauth2",
      issuer: "https://x.com",
      authorizationUrl: "https://x.com/i/oauth2/authorize",
      tokenUrl: "https://api.x.com/2/oauth2/token",
      userInfoUrl: "https://api.x.com/2/users/me",
    },
    standIn: (base) => ({
      kind: "oauth2",
      issuer: `${base}/x`,
      authorizationUrl: `${base}/x/i/oauth2/authorize`,
      tokenUrl: `${base}/x/2/oauth2/token`,
      userInfoUrl: `${base}/x/2/users/me`,
    }),
    scope: "users.read tweet.read",
    // X takes a confidential client's credentials only as HTTP Basic.
    clientAuth: "client_secret_basic",
    identity: (answer) => {
      const data = record(answer.data);
      return identityOf(data.id, data.username);
    },
  },
  facebook: {
    endpoints: {
      kind: "oauth2",
      issuer: "https://www.facebook.com",
      authorizationUrl: "https://www.facebook.com/v23.0/dialog/oauth",
      tokenUrl: "https://graph.facebook.com/v23.0/oauth/access_token",
      userInfoUrl: "https://graph.facebook.com/v23.0/me?fields=id,name,email",
    },
    standIn: (base) => ({
      kind: "oauth2",
      issuer: `${base}/facebook`,
      authorizationUrl: `${base}/facebook/v23.0/dialog/oauth`,
      tokenUrl: `${base}/facebook/v23.0/oauth/access_token`,
      userInfoUrl: `${base}/facebook/v23.0/me?fields=id,name,email`,
    }),
    scope: "public_profile email",
    clientAuth: "client_secret_post",
    identity: (user) => identityOf(user.id, user.name, user.email),
  },
  discord: {
    endpoints: {
      kind: "oauth2",
      issuer: "https://discord.com",
      authorizationUrl: "https://discord.com/oauth2/authorize",
      tokenUrl: "https://discord.com/api/oauth2/token",
      userInfoUrl: "https://discord.com/api/users/@me",
    },
    standIn: (base) => ({
      kind: "oauth2",
      issuer: `${base}/discord`,
      authorizationUrl: `${base}/discord/oauth2/authorize`,
      tokenUrl: `${base}/discord/api/oauth2/token`,
      userInfoUrl: `${base}/discord/api/users/@me`,
    }),
    scope: "identify email",
    clientAuth: "client_secret_basic",
    identity: (user) => identityOf(user.id, user.username),
  },
};
