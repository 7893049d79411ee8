import { type EnvReader, httpBase } from "../../config/envSchemas.js";
import { nonEmpty } from "../../config/envValues.js";
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
 * development client; in production it stays off. Refusals join the reader's.
 */
export function parseSocialConfig(
  reader: EnvReader,
  env: NodeJS.ProcessEnv,
  production: boolean,
  /** The stand-in's base URL (`FOYER_IDP_URL`, read once for social and Farcaster). */
  idpUrl: string,
): SocialConfig {
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
      (provider === "apple" ? appleSigningKey(reader, env, prefix) : undefined);
    // null: Apple's key was refused, and that refusal already names the variable to fix.
    if (clientSecret === null) continue;
    if (clientSecret === undefined) {
      reader.refuse(
        provider === "apple"
          ? `${prefix}_CLIENT_SECRET, or ${prefix}_TEAM_ID, _KEY_ID and _PRIVATE_KEY, are required with ${prefix}_CLIENT_ID`
          : `${prefix}_CLIENT_SECRET is required with ${prefix}_CLIENT_ID`,
      );
      continue;
    }
    const url = (suffix: string, fallback: string) =>
      reader.read(`${prefix}_${suffix}`, httpBase, fallback);
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
 * allowed, as env files often carry it on one line). Undefined unless all three are set; null
 * when the key is refused (the refusal is recorded on the reader).
 */
function appleSigningKey(
  reader: EnvReader,
  env: NodeJS.ProcessEnv,
  prefix: string,
): AppleSigningKey | undefined | null {
  const teamId = nonEmpty(env[`${prefix}_TEAM_ID`]);
  const keyId = nonEmpty(env[`${prefix}_KEY_ID`]);
  const pem = nonEmpty(env[`${prefix}_PRIVATE_KEY`])?.replace(/\\n/g, "\n");
  if (teamId === undefined || keyId === undefined || pem === undefined) return undefined;
  if (!pem.includes("-----BEGIN PRIVATE KEY-----")) {
    reader.refuse(`${prefix}_PRIVATE_KEY must be the PKCS #8 PEM key Apple issued (.p8)`);
    return null;
  }
  return { teamId, keyId, privateKeyPem: pem };
}
