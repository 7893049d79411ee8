import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_NAME_ZONE, isCaipNetworkId, isNameZone, isRecord } from "@foyer/protocol";
import { type AdminConfig, parseAdminConfig } from "./admin/adminConfig.js";
import { type FarcasterConfig, parseFarcasterConfig } from "./auth/farcaster/farcasterConfig.js";
import {
  DEFAULT_IDP_URL,
  parseSocialConfig,
  type SocialConfig,
} from "./auth/social/socialConfig.js";
import { type BitcoinConfig, parseBitcoinConfig } from "./bitcoin/bitcoinConfig.js";
import { ConfigError } from "./configError.js";
import { parseUsageConfig, type UsageConfig } from "./usage/usageConfig.js";

/** An ERC-20 the blockchain API lists balances for on one network. */
export interface TokenConfig {
  /** An ERC-20 contract (eip155) or an SPL mint (solana). */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /**
   * A fixed USD price, for networks without a DEX the server can price from (solana here):
   * e.g. 1 for a stablecoin. Absent → the DEX price, or 0.
   */
  priceUsd?: number;
}

/**
 * Where USD prices come from on one network: Uniswap-V2-style pairs of the
 * factory, against `stablecoin` (taken as exactly 1 USD). The native coin is
 * priced through `wrappedNative`.
 */
export interface DexPricingConfig {
  factory: string;
  stablecoin: string;
  wrappedNative: string;
  /**
   * The pools' Uniswap-V2-style router: with it, and on a swap chain (SPEC §9), the network
   * has swaps (`/v1/convert/*` quote over the pools and build calls to it).
   */
  router?: string;
}

/** One network's upstream JSON-RPC endpoints, keyed by CAIP-2 id in {@link ServerConfig.networks}. */
export interface NetworkConfig {
  name: string;
  /**
   * At least one. Calls go to the best-ranked one and fail over to the
   * others (SPEC §9's ranking: 0.7 stability, 0.3 latency).
   */
  rpcUrls: readonly string[];
  /** Native coin; defaults to Ether (ETH, 18 decimals), or SOL (9 decimals) on solana networks. */
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  /** A fixed USD price of the native coin, for networks priced without a DEX (solana). */
  nativePriceUsd?: number;
  /** Known ERC-20s whose balances `/v1/account/{address}/balance` reads. */
  tokens?: readonly TokenConfig[];
  /** Absent → prices of this network are 0. */
  dex?: DexPricingConfig;
  /** First block the indexer reads when it has no cursor yet; absent → the head at that moment. */
  indexFromBlock?: number;
  /**
   * The network's ERC-4337 bundler: the RPC proxy sends user-operation methods there, so
   * clients (the frame) reach it only through this server.
   */
  bundlerUrl?: string;
  /**
   * Where the Delegation Framework (smart accounts, permissions) lives on this network. With
   * `bundlerUrl`, the network has smart accounts (`GET /v1/smart-accounts`).
   */
  smartAccounts?: SmartAccountContracts;
  /**
   * An ERC-4337 v0.7 VerifyingPaymaster that trusts `FOYER_PAYMASTER_SIGNER_KEY`: with it the
   * server answers ERC-7677's paymaster methods for this network, per each project's policy.
   */
  paymaster?: string;
}

/** The Delegation Framework's addresses on one network, by contract name. */
export interface SmartAccountContracts {
  EntryPoint: string;
  SimpleFactory: string;
  DelegationManager: string;
  implementations: Readonly<Record<string, string>>;
  caveatEnforcers: Readonly<Record<string, string>>;
}

export interface ServerConfig {
  host: string;
  port: number;
  /** Set → node-postgres pool; unset → embedded PGlite in {@link dataDir}. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /** CAIP-2 id → upstream. Always holds `eip155:31337` (the devnet). */
  networks: Readonly<Record<string, NetworkConfig>>;
  /** Bitcoin networks' Esplora upstreams (`BITCOIN_*ESPLORA_URL`) and BTC's price. */
  bitcoin: BitcoinConfig;
  demoOrigins: readonly string[];
  /** `DEMO_SPONSORSHIP=on`: seed the demo project's gas sponsorship (see db/seed.ts). */
  demoSponsorship: boolean;
  bodyLimit: number;
  /** One deadline for a whole upstream call, every failover and retry included; past it, a 502. */
  rpcTimeoutMs: number;
  logLevel: string;
  /**
   * `FOYER_BENCH_HELLO=1`: also serve `GET /bench/hello`, a bare route the
   * API benchmark compares the real routes with. Off in normal runs.
   */
  benchHello?: boolean;
  /**
   * `FOYER_PUBLIC_URL`: where browsers reach this server — the base of
   * mailed links and icon URLs, and its origin the server's own. Required in
   * production; unset in development, it is derived from HOST and PORT
   * (never from a request's Host header).
   */
  publicUrl: string | undefined;
  /** Embedded-wallet auth, mail and the frame's files (see src/auth). */
  auth: AuthConfig;
  /**
   * `FOYER_NAME_ZONE`: the zone account names are registered under (default `foyer.id`):
   * `alice` registers as `alice.foyer.id`.
   */
  nameZone: string;
  /**
   * `FOYER_ONRAMP_TREASURY_KEY`: the private key of the account the sandbox onramp pays
   * purchases from (a funded devnet key; `npm start` uses a devnet account). Unset → the
   * sandbox provider can't deliver, and checkouts are refused.
   */
  onrampTreasuryKey?: `0x${string}`;
  /** The admin API and console: token, operator addresses (see admin/adminConfig.ts). */
  admin: AdminConfig;
  /** Usage counting for the admin API's reports (see usage/usageConfig.ts). */
  usage: UsageConfig;
  /**
   * `FOYER_PAYMASTER_SIGNER_KEY`: the key the networks' VerifyingPaymasters trust (`npm start`
   * uses the devnet's). Unset → no paymaster service, nothing sponsored.
   */
  paymasterSignerKey?: `0x${string}`;
}

export interface AuthConfig {
  /**
   * `FOYER_SECRET`: keys OTP hashes, session JWTs and share encryption. Unset
   * → a random one generated once and kept in the database (local use only).
   */
  secret: string | undefined;
  /** `SMTP_URL` set → mail goes out over SMTP; unset → the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** `NODE_ENV=production`: secret and SMTP required, no codes in logs. */
  production: boolean;
  /** apps/frame's build output, served at `/frame/`. */
  frameDir: string;
  /** Requests per minute on the auth routes per client IP and per email. */
  ratePerIp: number;
  ratePerEmail: number;
  /** Social login providers (FOYER_SOCIAL_*); see auth/social/socialConfig.ts. */
  social: SocialConfig;
  /** Sign In With Farcaster (FOYER_FARCASTER_*); undefined: off. See auth/farcaster. */
  farcaster: FarcasterConfig | undefined;
}

export { ConfigError };

export const DEVNET_CHAIN_ID = "eip155:31337";

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const devnetRpcUrls = parseHttpUrls(
    "DEVNET_RPC_URL",
    (env.DEVNET_RPC_URL ?? "http://127.0.0.1:8545").split(","),
  );
  const logLevel = nonEmpty(env.LOG_LEVEL) ?? "info";
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevel}")`);
  }
  return {
    host: nonEmpty(env.HOST) ?? "127.0.0.1",
    port: parseInteger("PORT", env.PORT, 8787, 0, 65_535),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: parseDataDir(env.FOYER_DATA_DIR),
    networks: {
      [DEVNET_CHAIN_ID]: {
        name: "Foyer Devnet",
        rpcUrls: devnetRpcUrls,
        ...(nonEmpty(env.DEVNET_BUNDLER_URL) === undefined
          ? {}
          : { bundlerUrl: parseHttpUrl("DEVNET_BUNDLER_URL", env.DEVNET_BUNDLER_URL ?? "") }),
      },
      ...parseNetworks(env.FOYER_NETWORKS),
    },
    bitcoin: parseBitcoinConfig(env),
    demoOrigins: parseOrigins(
      "DEMO_ORIGINS",
      env.DEMO_ORIGINS ?? "http://localhost:5173,http://127.0.0.1:5173",
    ),
    demoSponsorship: parseOnOff("DEMO_SPONSORSHIP", env.DEMO_SPONSORSHIP),
    bodyLimit: parseInteger("BODY_LIMIT", env.BODY_LIMIT, 1024 * 1024, 1, 100 * 1024 * 1024),
    rpcTimeoutMs: parseInteger("RPC_TIMEOUT_MS", env.RPC_TIMEOUT_MS, 10_000, 1, 600_000),
    logLevel,
    ...(env.FOYER_BENCH_HELLO === "1" ? { benchHello: true } : {}),
    ...parseTreasuryKey(env.FOYER_ONRAMP_TREASURY_KEY),
    ...parsePaymasterSignerKey(env.FOYER_PAYMASTER_SIGNER_KEY),
    auth: parseAuthConfig(env, devnetRpcUrls[0]),
    publicUrl: parsePublicUrl(env),
    nameZone: parseNameZone(env.FOYER_NAME_ZONE),
    admin: parseAdminConfig(env),
    usage: parseUsageConfig(env),
  };
}

function parseNameZone(raw: string | undefined): string {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined) return DEFAULT_NAME_ZONE;
  if (!isNameZone(value)) {
    throw new ConfigError(
      `FOYER_NAME_ZONE must be a domain-like zone such as foyer.id (got "${value.slice(0, 64)}")`,
    );
  }
  return value;
}

/** Shortest FOYER_SECRET accepted: 32 characters, so it carries at least ~128 bits even as hex. */
const MIN_SECRET_LENGTH = 32;

function parseAuthConfig(env: NodeJS.ProcessEnv, devnetRpcUrl: string | undefined): AuthConfig {
  const production = env.NODE_ENV === "production";
  const secret = nonEmpty(env.FOYER_SECRET);
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`FOYER_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (production && secret === undefined) {
    // A generated secret would sit in the same database as what it protects.
    throw new ConfigError("FOYER_SECRET is required when NODE_ENV=production");
  }
  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (smtpUrl !== undefined) {
    let protocol: string | undefined;
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== "smtp:" && protocol !== "smtps:") {
      throw new ConfigError("SMTP_URL must be an smtp:// or smtps:// URL");
    }
  } else if (production) {
    // The dev mailbox shows every login code to whoever opens /dev/mailbox.
    throw new ConfigError("SMTP_URL is required when NODE_ENV=production");
  }
  return {
    secret,
    smtpUrl,
    mailFrom: nonEmpty(env.MAIL_FROM) ?? "Foyer <no-reply@foyer.localhost>",
    production,
    frameDir: resolve(nonEmpty(env.FOYER_FRAME_DIR) ?? resolve(packageDir, "../frame/dist")),
    // Per IP: generous, since a NAT or an office shares one; per email: tight,
    // since it bounds code guessing (each code also allows only 5 tries).
    ratePerIp: parseInteger("AUTH_RATE_PER_IP", env.AUTH_RATE_PER_IP, 300, 1, 1_000_000),
    ratePerEmail: parseInteger("AUTH_RATE_PER_EMAIL", env.AUTH_RATE_PER_EMAIL, 20, 1, 1_000_000),
    social: parseSocialConfig(env, production),
    farcaster: parseFarcasterConfig(env, production, {
      devnetRpcUrl,
      idpUrl: nonEmpty(env.FOYER_IDP_URL) ?? DEFAULT_IDP_URL,
    }),
  };
}

function parsePublicUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = nonEmpty(env.FOYER_PUBLIC_URL);
  if (raw === undefined) {
    // Mailed links and the own-origin check would otherwise have no trusted source.
    if (env.NODE_ENV === "production") {
      throw new ConfigError("FOYER_PUBLIC_URL is required when NODE_ENV=production");
    }
    return undefined;
  }
  const url = new URL(parseHttpUrl("FOYER_PUBLIC_URL", raw));
  if (url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "") {
    throw new ConfigError(
      `FOYER_PUBLIC_URL must be a plain base URL such as https://wallet.example (got "${raw}")`,
    );
  }
  // Kept with its path (a server behind a path prefix), without the trailing slash.
  return url.toString().replace(/\/+$/, "");
}

function parseTreasuryKey(raw: string | undefined): { onrampTreasuryKey?: `0x${string}` } {
  const value = nonEmpty(raw);
  if (value === undefined) return {};
  if (!/^0x[0-9a-fA-F]{64}$/.test(value)) {
    // The value is a secret: the message never repeats it.
    throw new ConfigError("FOYER_ONRAMP_TREASURY_KEY must be a private key: 0x and 64 hex digits");
  }
  return { onrampTreasuryKey: value as `0x${string}` };
}

function parseOnOff(name: string, raw: string | undefined): boolean {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined || value === "off") return false;
  if (value === "on") return true;
  throw new ConfigError(`${name} must be on or off (got "${value.slice(0, 16)}")`);
}

function parsePaymasterSignerKey(raw: string | undefined): { paymasterSignerKey?: `0x${string}` } {
  const value = nonEmpty(raw);
  if (value === undefined) return {};
  if (!/^0x[0-9a-fA-F]{64}$/.test(value)) {
    // The value is a secret: the message never repeats it.
    throw new ConfigError("FOYER_PAYMASTER_SIGNER_KEY must be a private key: 0x and 64 hex digits");
  }
  return { paymasterSignerKey: value as `0x${string}` };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${value}")`);
  }
  return Number(value);
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError("DATABASE_URL must be a postgres:// URL");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new ConfigError(`DATABASE_URL must use postgres:// (got "${url.protocol}//")`);
  }
  return value;
}

function parseDataDir(raw: string | undefined): string {
  const value = nonEmpty(raw);
  if (value === undefined) return resolve(packageDir, ".data/pglite");
  // PGlite understands `memory://` itself; anything else is a folder path.
  return value.startsWith("memory://") ? value : resolve(value);
}

function parseHttpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  return url.toString();
}

/** `rpcUrls` (an array) or the older single `rpcUrl`; undefined when neither is usable. */
function listedUrls(entry: Record<string, unknown>): string[] | undefined {
  const { rpcUrls, rpcUrl } = entry;
  if (Array.isArray(rpcUrls)) {
    return rpcUrls.length > 0 && rpcUrls.every((url) => typeof url === "string")
      ? (rpcUrls as string[])
      : undefined;
  }
  return typeof rpcUrl === "string" ? [rpcUrl] : undefined;
}

/** Each URL checked; duplicates dropped (one upstream listed twice is still one). */
function parseHttpUrls(name: string, raw: readonly string[]): string[] {
  const urls = raw.map((url) => url.trim()).filter((url) => url !== "");
  if (urls.length === 0) throw new ConfigError(`${name} needs at least one http(s) URL`);
  return [...new Set(urls.map((url) => parseHttpUrl(name, url)))];
}

function parseNetworks(raw: string | undefined): Record<string, NetworkConfig> {
  const value = nonEmpty(raw);
  if (value === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigError("FOYER_NETWORKS must be valid JSON");
  }
  if (!isRecord(parsed)) {
    throw new ConfigError(
      'FOYER_NETWORKS must be an object like {"eip155:1":{"name":…,"rpcUrls":[…]}}',
    );
  }
  const networks: Record<string, NetworkConfig> = {};
  for (const [chainId, entry] of Object.entries(parsed)) {
    if (!isCaipNetworkId(chainId)) {
      throw new ConfigError(
        `FOYER_NETWORKS key "${chainId}" is not a CAIP-2 id (namespace:reference)`,
      );
    }
    const where = `FOYER_NETWORKS["${chainId}"]`;
    const urls = isRecord(entry) ? listedUrls(entry) : undefined;
    if (!isRecord(entry) || typeof entry.name !== "string" || urls === undefined) {
      throw new ConfigError(
        `${where} needs string "name" and "rpcUrls" (a non-empty array of URLs) or "rpcUrl"`,
      );
    }
    const namespace = chainId.slice(0, chainId.indexOf(":"));
    networks[chainId] = {
      name: entry.name,
      rpcUrls: parseHttpUrls(`${where}.rpcUrls`, urls),
      ...(namespace === "solana"
        ? parseSolanaAssets(where, entry)
        : parseNetworkAssets(where, entry)),
    };
  }
  return networks;
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

function parseCurrency(path: string, value: unknown) {
  if (
    !isRecord(value) ||
    typeof value.name !== "string" ||
    typeof value.symbol !== "string" ||
    !Number.isInteger(value.decimals) ||
    Number(value.decimals) < 0 ||
    Number(value.decimals) > 77
  ) {
    throw new ConfigError(`${path} needs string "name", "symbol" and integer "decimals" (0-77)`);
  }
  return { name: value.name, symbol: value.symbol, decimals: Number(value.decimals) };
}

function parsePrice(path: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new ConfigError(`${path} must be a non-negative number of USD`);
  }
  return value;
}

/**
 * A solana FOYER_NETWORKS entry's assets: SPL mints (base58) with fixed prices, and the
 * native coin's fixed price. EVM-only fields (dex, bundler, smart accounts) are refused.
 */
function parseSolanaAssets(
  where: string,
  entry: Record<string, unknown>,
): Omit<NetworkConfig, "name" | "rpcUrls"> {
  for (const field of ["dex", "bundlerUrl", "smartAccounts", "indexFromBlock", "paymaster"]) {
    if (entry[field] !== undefined) {
      throw new ConfigError(`${where}.${field} is for eip155 networks only`);
    }
  }
  const assets: Omit<NetworkConfig, "name" | "rpcUrls"> = {};
  if (entry.nativeCurrency !== undefined) {
    assets.nativeCurrency = parseCurrency(`${where}.nativeCurrency`, entry.nativeCurrency);
  }
  if (entry.nativePriceUsd !== undefined) {
    assets.nativePriceUsd = parsePrice(`${where}.nativePriceUsd`, entry.nativePriceUsd);
  }
  if (entry.tokens !== undefined) {
    if (!Array.isArray(entry.tokens)) throw new ConfigError(`${where}.tokens must be an array`);
    assets.tokens = entry.tokens.map((token: unknown, index) => {
      const path = `${where}.tokens[${index}]`;
      const mint = isRecord(token) ? token.address : undefined;
      if (typeof mint !== "string" || !SOLANA_ADDRESS.test(mint)) {
        throw new ConfigError(`${path}.address must be a base58 mint address (32-44 characters)`);
      }
      const price = isRecord(token) ? token.priceUsd : undefined;
      return {
        ...parseCurrency(path, token),
        address: mint,
        ...(price === undefined ? {} : { priceUsd: parsePrice(`${path}.priceUsd`, price) }),
      };
    });
  }
  return assets;
}

/** The optional blockchain-API fields of one FOYER_NETWORKS entry. */
function parseNetworkAssets(
  where: string,
  entry: Record<string, unknown>,
): Omit<NetworkConfig, "name" | "rpcUrls"> {
  const assets: Omit<NetworkConfig, "name" | "rpcUrls"> = {};
  const address = (path: string, value: unknown): string => {
    if (typeof value !== "string" || !EVM_ADDRESS.test(value)) {
      throw new ConfigError(`${path} must be an 0x address of 40 hex digits`);
    }
    return value;
  };
  const currency = parseCurrency;
  if (entry.nativeCurrency !== undefined) {
    assets.nativeCurrency = currency(`${where}.nativeCurrency`, entry.nativeCurrency);
  }
  if (entry.tokens !== undefined) {
    if (!Array.isArray(entry.tokens)) throw new ConfigError(`${where}.tokens must be an array`);
    assets.tokens = entry.tokens.map((token: unknown, index) => {
      const path = `${where}.tokens[${index}]`;
      return {
        ...currency(path, token),
        address: address(`${path}.address`, isRecord(token) ? token.address : undefined),
      };
    });
  }
  if (entry.dex !== undefined) {
    const dex = entry.dex;
    if (!isRecord(dex)) throw new ConfigError(`${where}.dex must be an object`);
    assets.dex = {
      factory: address(`${where}.dex.factory`, dex.factory),
      stablecoin: address(`${where}.dex.stablecoin`, dex.stablecoin),
      wrappedNative: address(`${where}.dex.wrappedNative`, dex.wrappedNative),
      ...(dex.router === undefined ? {} : { router: address(`${where}.dex.router`, dex.router) }),
    };
  }
  if (entry.indexFromBlock !== undefined) {
    const block = entry.indexFromBlock;
    if (typeof block !== "number" || !Number.isSafeInteger(block) || block < 0) {
      throw new ConfigError(`${where}.indexFromBlock must be a non-negative integer`);
    }
    assets.indexFromBlock = block;
  }
  if (entry.bundlerUrl !== undefined) {
    if (typeof entry.bundlerUrl !== "string") {
      throw new ConfigError(`${where}.bundlerUrl must be a URL string`);
    }
    assets.bundlerUrl = parseHttpUrl(`${where}.bundlerUrl`, entry.bundlerUrl);
  }
  if (entry.paymaster !== undefined) {
    assets.paymaster = address(`${where}.paymaster`, entry.paymaster);
  }
  if (entry.smartAccounts !== undefined) {
    assets.smartAccounts = parseSmartAccounts(
      `${where}.smartAccounts`,
      entry.smartAccounts,
      address,
    );
  }
  return assets;
}

function parseSmartAccounts(
  where: string,
  value: unknown,
  address: (path: string, value: unknown) => string,
): SmartAccountContracts {
  if (!isRecord(value)) throw new ConfigError(`${where} must be an object`);
  const book = (name: string, record: unknown): Record<string, string> => {
    if (!isRecord(record)) throw new ConfigError(`${where}.${name} must be an object of addresses`);
    return Object.fromEntries(
      Object.entries(record).map(([key, entry]) => [
        key,
        address(`${where}.${name}.${key}`, entry),
      ]),
    );
  };
  return {
    EntryPoint: address(`${where}.EntryPoint`, value.EntryPoint),
    SimpleFactory: address(`${where}.SimpleFactory`, value.SimpleFactory),
    DelegationManager: address(`${where}.DelegationManager`, value.DelegationManager),
    implementations: book("implementations", value.implementations),
    caveatEnforcers: book("caveatEnforcers", value.caveatEnforcers),
  };
}

function parseOrigins(name: string, raw: string): string[] {
  const origins = raw
    .split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin.length > 0);
  for (const origin of origins) {
    // Browsers send a bare scheme://host[:port]; anything else could never match.
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || parsed.origin !== origin) {
      throw new ConfigError(
        `${name} entry "${origin}" is not an origin like http://localhost:5173`,
      );
    }
  }
  return [...new Set(origins)];
}
