import type { ProviderName } from "./people.js";

/** An OAuth client registered at one stand-in provider. */
export interface IdpClient {
  provider: ProviderName;
  clientId: string;
  clientSecret: string;
}

/**
 * The clients the provider server uses in development when no provider is configured
 * (its `devSocialClient`): the same ids and secrets, agreed by convention, not imported —
 * the server never depends on this app.
 */
export function devClients(providers: readonly ProviderName[]): IdpClient[] {
  return providers.map((provider) => ({
    provider,
    clientId: `foyer-dev-${provider}`,
    clientSecret: `foyer-dev-${provider}-secret`,
  }));
}
