import { nonEmpty, parseHttpBase } from "../../config/envValues.js";
import { ConfigError } from "../../configError.js";
import type { AppleSigningKey } from "./appleClientSecret.js";
import {
  PROVIDER_FACTS,
  type ProviderEndpoints,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from "./socialProviders.js";

/** One provider the server signs people in with. */
export interface SocialProviderConfig {
  provider: SocialProvider;
  clientId: string;
  /** A fixed secret, or (Apple) the key its client secrets are signed with at each exchange. */
  clientSecret: string | AppleSigningKey;
  endpoints: ProviderEndpoints;
}

export interface SocialConfig {
  /** The configured providers; one absent is refused at sign-in. */
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>;
}

/** The local stand-in (apps/idp) `npm start` runs; `FOYER_IDP_URL` moves it. */
export const DEFAULT_IDP_URL = "http://127.0.0.1:8788";

/**
 * `FOYER_SOCIAL_<PROVIDER>_CLIENT_ID` and `_CLIENT_SECRET` turn a provider on against the
 * real provider; `_ISSUER` (Google, Apple) or `_AUTHORIZATION_URL`, `_TOKEN_URL`,
 * `_USERINFO_URL` (GitHub, X, Facebook, Discord) point it elsewhere. In development a
 * provider without a client id uses the local stand-in at `FOYER_IDP_URL` with its
 * development client; in production it stays off.
 */
export function parseSocialConfig(env: NodeJS.ProcessEnv, production: boolean): SocialConfig {
  const idpUrl = parseHttpBase("FOYER_IDP_URL", nonEmpty(env.FOYER_IDP_URL) ?? DEFAULT_IDP_URL);
  const providers: SocialConfig["providers"] = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `FOYER_SOCIAL_${provider.toUpperCase()}`;
    const facts = PROVIDER_FACTS[provider];
    const clientId = nonEmpty(env[`${prefix}_CLIENT_ID`]);
    if (clientId === undefined) {
      if (production) continue;
      providers[provider] = {
        provider,
        clientId: `foyer-dev-${provider}`,
        clientSecret: `foyer-dev-${provider}-secret`,
        endpoints: facts.standIn(idpUrl),
      };
      continue;
    }
    const clientSecret =
      nonEmpty(env[`${prefix}_CLIENT_SECRET`]) ??
      (provider === "apple" ? appleSigningKey(env, prefix) : undefined);
    if (clientSecret === undefined) {
      throw new ConfigError(
        provider === "apple"
          ? `${prefix}_CLIENT_SECRET, or ${prefix}_TEAM_ID, _KEY_ID and _PRIVATE_KEY, are required with ${prefix}_CLIENT_ID`
          : `${prefix}_CLIENT_SECRET is required with ${prefix}_CLIENT_ID`,
      );
    }
    const url = (suffix: string, fallback: string) => {
      const raw = nonEmpty(env[`${prefix}_${suffix}`]);
      return raw === undefined ? fallback : parseHttpBase(`${prefix}_${suffix}`, raw);
    };
    const base = facts.endpoints;
    const endpoints: ProviderEndpoints =
      base.kind === "oidc"
        ? { kind: "oidc", issuer: url("ISSUER", base.issuer) }
        : {
            kind: "oauth2",
            issuer: base.issuer,
            authorizationUrl: url("AUTHORIZATION_URL", base.authorizationUrl),
            tokenUrl: url("TOKEN_URL", base.tokenUrl),
            userInfoUrl: url("USERINFO_URL", base.userInfoUrl),
          };
    providers[provider] = { provider, clientId, clientSecret, endpoints };
  }
  return { providers };
}

/**
 * Apple's signing key: `_TEAM_ID`, `_KEY_ID` and `_PRIVATE_KEY` (the `.p8` PEM; `\n` escapes
 * allowed, as env files often carry it on one line). Undefined unless all three are set.
 */
function appleSigningKey(env: NodeJS.ProcessEnv, prefix: string): AppleSigningKey | undefined {
  const teamId = nonEmpty(env[`${prefix}_TEAM_ID`]);
  const keyId = nonEmpty(env[`${prefix}_KEY_ID`]);
  const pem = nonEmpty(env[`${prefix}_PRIVATE_KEY`])?.replace(/\\n/g, "\n");
  if (teamId === undefined || keyId === undefined || pem === undefined) return undefined;
  if (!pem.includes("-----BEGIN PRIVATE KEY-----")) {
    throw new ConfigError(`${prefix}_PRIVATE_KEY must be the PKCS #8 PEM key Apple issued (.p8)`);
  }
  return { teamId, keyId, privateKeyPem: pem };
}
