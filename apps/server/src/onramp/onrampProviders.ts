import { onrampSandboxCheckoutRoute, routePath } from "@foyer/protocol";
/**
 * An onramp provider the server sells through. A real provider (a card processor with its own
 * hosted checkout) would create its session through its API and answer its checkout URL; the
 * sandbox providers are served by this server itself at `/onramp/sandbox/{id}/checkout/{order}`
 * and deliver on the devnet from the treasury, so the path a purchase takes is the same.
 */
export interface OnrampProviderConfig {
  id: string;
  name: string;
  /** The provider's fee in basis points of the fiat converted (behaviour §9: 1–2 %). */
  feeBasisPoints: number;
  /** Where the buyer pays for an order, on this server's base URL. */
  checkoutUrl(baseUrl: string, orderId: string): string;
}

function sandbox(id: string, name: string, feeBasisPoints: number): OnrampProviderConfig {
  return {
    id,
    name,
    feeBasisPoints,
    checkoutUrl: (baseUrl, orderId) =>
      `${baseUrl}${routePath(onrampSandboxCheckoutRoute, { provider: id, orderId })}`,
  };
}

/** The two providers of behaviour §9, both sandboxes here; fees inside its 1–2 % range. */
export const SANDBOX_PROVIDERS: readonly OnrampProviderConfig[] = [
  sandbox("foyer-sandbox", "Foyer Pay (sandbox)", 150),
  sandbox("card-lane", "Card Lane (sandbox)", 199),
];
