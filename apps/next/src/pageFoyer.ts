import {
  createCookieStorage,
  createFoyer,
  evmChainToCaipNetwork,
  type Foyer,
  foyerCookieName,
  readonlyCookieJar,
} from "@foyer/core";
import { createEvmAdapter } from "@foyer/evm";
import { documentCookieJar } from "@foyer/react";
import type { PageApp } from "./apps";
import type { NextExampleConfig } from "./config";

/**
 * The app's instance, made once on the server (from the request's cookie) and once in the
 * browser (from `document.cookie`, which holds the same value): both start from the same
 * connection, so the server's HTML and the first client render agree. Only the connection
 * lives in the cookie; caches and recent wallets stay in the browser's localStorage.
 */
export function createPageFoyer(
  app: PageApp,
  config: NextExampleConfig,
  serverCookie: string | undefined,
): Foyer {
  const inBrowser = typeof document !== "undefined";
  const storage = createCookieStorage({
    jar: inBrowser
      ? documentCookieJar(document)
      : readonlyCookieJar({ [foyerCookieName(app.scope)]: serverCookie }),
    ...(app.scope ? { scope: app.scope } : {}),
    ...(inBrowser ? { fallback: window.localStorage } : {}),
  });
  const rpcUrl = app.chain.rpc === "devnet" ? config.devnetRpcUrl : config.devnet2RpcUrl;
  const networks = [
    evmChainToCaipNetwork({
      id: app.chain.id,
      name: app.chain.name,
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
  ];
  return createFoyer({
    projectId: app.projectId,
    networks,
    // Apps that share the page share its wallet: each connects only when its own button asks.
    adapters: [createEvmAdapter({ networks, followWalletConnections: app.scope === undefined })],
    storage,
    ...(app.scope ? { storageScope: app.scope } : {}),
    ssr: true,
    metadata: { name: app.name, description: "Foyer's Next.js example", url: "", icons: [] },
  });
}
