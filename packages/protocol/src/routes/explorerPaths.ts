/**
 * The wallet-discovery paths (behaviour §7 "Wallet discovery"), apart from their routes'
 * schemas: a client builds image URLs on its first screen, and this keeps valibot out
 * of what that screen loads. `explorerRoutes.ts` declares the routes on these paths.
 */
export const EXPLORER_PATHS = {
  wallets: "/getWallets",
  walletImage: "/getWalletImage/:id",
  assetImage: "/public/getAssetImage/:id",
  currencyImage: "/public/getCurrencyImage/:id",
  tokenImage: "/public/getTokenImage/:id",
  analyticsConfig: "/getAnalyticsConfig",
} as const;
