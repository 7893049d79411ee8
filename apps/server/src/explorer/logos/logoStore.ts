import { DEVNET_CHAINS, DEVNET_MARK } from "./devnetMark.js";
import { type LogoLoader, NETWORK_LOGOS, TOKEN_LOGOS, WALLET_LOGOS } from "./logoCatalog.js";
import { isStaticSvg } from "./staticSvg.js";

/** Real logos by image id; undefined where there is none (the route draws a monogram). */
export interface LogoStore {
  wallet(id: string): Promise<string | undefined>;
  network(caip2: string): Promise<string | undefined>;
  token(symbol: string): Promise<string | undefined>;
}

export interface LogoCatalog {
  wallets: Readonly<Record<string, LogoLoader>>;
  networks: Readonly<Record<string, LogoLoader>>;
  tokens: Readonly<Record<string, LogoLoader>>;
}

export const DEFAULT_LOGO_CATALOG: LogoCatalog = {
  wallets: WALLET_LOGOS,
  networks: NETWORK_LOGOS,
  tokens: TOKEN_LOGOS,
};

/**
 * Loads each icon once, on first request, and keeps it for the app's life.
 * An icon that fails to load or is not plain static artwork is reported and
 * never served: its id falls back to the monogram.
 */
export function createLogoStore(
  catalog: LogoCatalog = DEFAULT_LOGO_CATALOG,
  onRefused: (what: string, reason: string) => void = () => {},
): LogoStore {
  const loaded = new Map<string, Promise<string | undefined>>();
  const load = (
    what: string,
    table: Readonly<Record<string, LogoLoader>>,
    key: string,
  ): Promise<string | undefined> => {
    // Own keys only: an id like "constructor" must not reach Object.prototype.
    const loader = Object.hasOwn(table, key) ? table[key] : undefined;
    if (loader === undefined) return Promise.resolve(undefined);
    const cacheKey = `${what}:${key}`;
    let pending = loaded.get(cacheKey);
    if (pending === undefined) {
      pending = loader().then(
        (module) => {
          const svg = typeof module.default === "string" ? module.default.trim() : "";
          if (isStaticSvg(svg)) return svg;
          onRefused(cacheKey, "not a static SVG");
          return undefined;
        },
        (error: unknown) => {
          onRefused(cacheKey, error instanceof Error ? error.message : String(error));
          return undefined;
        },
      );
      loaded.set(cacheKey, pending);
    }
    return pending;
  };
  return {
    wallet: (id) => load("wallet", catalog.wallets, id),
    network: (caip2) =>
      DEVNET_CHAINS.has(caip2)
        ? Promise.resolve(DEVNET_MARK)
        : load("network", catalog.networks, caip2),
    token: (symbol) => load("token", catalog.tokens, symbol.toUpperCase()),
  };
}
