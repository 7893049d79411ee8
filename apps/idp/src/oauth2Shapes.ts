import type { TestPerson } from "./people.js";

export type ClientAuthMethod = "client_secret_basic" | "client_secret_post";

/** A token endpoint refusal as the provider words it on the wire. */
export interface TokenRefusal {
  status: number;
  body: unknown;
}

/**
 * How one plain-OAuth 2.0 provider looks on the wire: its paths (below `/<provider>` on the
 * stand-in, as on the real host), the client authentication its token endpoint takes, and
 * the field names of its token, error and user answers.
 */
export interface OAuth2Shape {
  provider: "github" | "x" | "facebook" | "discord";
  authorizePath: string;
  tokenPath: string;
  userInfoPath: string;
  clientAuth: readonly ClientAuthMethod[];
  tokenAnswer(accessToken: string, scope: string): unknown;
  /** `error`: an RFC 6749 §5.2 code, mapped to the provider's own wording. */
  tokenRefusal(error: string, description: string): TokenRefusal;
  userAnswer(person: TestPerson, subject: string): unknown;
}

const oauthError = (status: number) => (error: string, description: string) => ({
  status,
  body: { error, error_description: description },
});

export const OAUTH2_SHAPES: readonly OAuth2Shape[] = [
  {
    // github.com/login/oauth/* and api.github.com/user.
    provider: "github",
    authorizePath: "/login/oauth/authorize",
    tokenPath: "/login/oauth/access_token",
    userInfoPath: "/api/user",
    clientAuth: ["client_secret_post", "client_secret_basic"],
    tokenAnswer: (accessToken, scope) => ({
      access_token: accessToken,
      token_type: "bearer",
      scope,
    }),
    // GitHub answers 200 with the error in the body.
    tokenRefusal: (error, description) => ({
      status: 200,
      body: {
        error: error === "invalid_grant" ? "bad_verification_code" : error,
        error_description: description,
        error_uri:
          "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors",
      },
    }),
    userAnswer: (person, subject) => ({
      login: person.handle,
      id: Number(subject),
      node_id: `U_${Buffer.from(subject).toString("base64url")}`,
      avatar_url: `https://avatars.githubusercontent.com/u/${subject}`,
      type: "User",
      name: person.name,
      email: person.email,
    }),
  },
  {
    // x.com/i/oauth2/authorize, api.x.com/2/oauth2/token and /2/users/me.
    provider: "x",
    authorizePath: "/i/oauth2/authorize",
    tokenPath: "/2/oauth2/token",
    userInfoPath: "/2/users/me",
    clientAuth: ["client_secret_basic"],
    tokenAnswer: (accessToken, scope) => ({
      token_type: "bearer",
      expires_in: 7200,
      access_token: accessToken,
      scope,
    }),
    tokenRefusal: oauthError(400),
    userAnswer: (person, subject) => ({
      data: { id: subject, name: person.name, username: person.handle },
    }),
  },
  {
    // www.facebook.com/v23.0/dialog/oauth and graph.facebook.com/v23.0/{oauth/access_token,me}.
    provider: "facebook",
    authorizePath: "/v23.0/dialog/oauth",
    tokenPath: "/v23.0/oauth/access_token",
    userInfoPath: "/v23.0/me",
    clientAuth: ["client_secret_post"],
    tokenAnswer: (accessToken) => ({
      access_token: accessToken,
      token_type: "bearer",
      expires_in: 5183944,
    }),
    // The Graph API's error object, not RFC 6749's.
    tokenRefusal: (_error, description) => ({
      status: 400,
      body: { error: { message: description, type: "OAuthException", code: 100 } },
    }),
    userAnswer: (person, subject) => ({ id: subject, name: person.name, email: person.email }),
  },
  {
    // discord.com/oauth2/authorize, discord.com/api/oauth2/token and /api/users/@me.
    provider: "discord",
    authorizePath: "/oauth2/authorize",
    tokenPath: "/api/oauth2/token",
    userInfoPath: "/api/users/@me",
    clientAuth: ["client_secret_basic", "client_secret_post"],
    tokenAnswer: (accessToken, scope) => ({
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 604800,
      refresh_token: `r-${accessToken}`,
      scope,
    }),
    tokenRefusal: oauthError(400),
    userAnswer: (person, subject) => ({
      id: subject,
      username: person.handle,
      global_name: person.name,
      discriminator: "0",
      avatar: null,
      email: person.email,
      verified: true,
    }),
  },
];
