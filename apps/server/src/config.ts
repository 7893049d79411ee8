import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_NAME_ZONE, isNameZone } from "@foyer/protocol";
import { type AdminConfig, parseAdminConfig } from "./admin/adminConfig.js";
import { type FarcasterConfig, parseFarcasterConfig } from "./auth/farcaster/farcasterConfig.js";
import {
  DEFAULT_IDP_URL,
  parseSocialConfig,
  type SocialConfig,
} from "./auth/social/socialConfig.js";
import { type BitcoinConfig, parseBitcoinConfig } from "./bitcoin/bitcoinConfig.js";
import { nonEmpty, parseHttpUrl, parseInteger } from "./config/envValues.js";
import type { NetworkConfig } from "./config/networkConfig.js";
import { parseNetworks } from "./config/networks.js";
import { type OpsConfig, parseOpsConfig } from "./config/opsConfig.js";
import { productionProblems } from "./config/production.js";
import { parseTrustProxy } from "./config/trustProxy.js";
import { ConfigError } from "./configError.js";
import { type PriceConfig, parsePriceConfig } from "./prices/priceConfig.js";
import { parseUsageConfig, type UsageConfig } from "./usage/usageConfig.js";

// The network types live beside their parser (config/networks.ts imports them, not this file).
export type {
  DexPricingConfig,
  NetworkConfig,
  SmartAccountContracts,
  TokenConfig,
} from "./config/networkConfig.js";

export interface ServerConfig {
  host: string;
  port: number;
  /** Set → node-postgres pool; unset → embedded PGlite in {@link dataDir}. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /**
   * CAIP-2 id → upstream. In development the local devnet (`eip155:31337`) and FOYER_NETWORKS
   * over it; in production FOYER_NETWORKS (or FOYER_NETWORKS_FILE) only.
   */
  networks: Readonly<Record<string, NetworkConfig>>;
  /** Bitcoin networks' Esplora upstreams (`BITCOIN_*ESPLORA_URL`) and BTC's price. */
  bitcoin: BitcoinConfig;
  /** Where every price the server answers comes from (`FOYER_PRICES`, see prices/priceConfig.ts). */
  prices: PriceConfig;
  /**
   * Allowed origins of the seeded `demo` project (`DEMO_ORIGINS`). Undefined → no demo project
   * is seeded: production's default, since its development origins mean nothing there.
   */
  demoOrigins: readonly string[] | undefined;
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
  /** `NODE_ENV=production`: only what the operator configured (see config/production.ts). */
  production: boolean;
  /**
   * `TRUST_PROXY`: the load balancers' addresses (IPs, CIDR ranges) whose `X-Forwarded-For`
   * names the client; empty → none is trusted (see config/trustProxy.ts).
   */
  trustProxy: readonly string[];
  /** Metrics, shutdown and migrations (see config/opsConfig.ts). */
  ops: OpsConfig;
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
  const production = env.NODE_ENV === "production";
  if (production) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  // Production never reaches for the local devnet: productionProblems refused DEVNET_RPC_URL.
  const devnetRpcUrls = production
    ? undefined
    : parseHttpUrls("DEVNET_RPC_URL", (env.DEVNET_RPC_URL ?? "http://127.0.0.1:8545").split(","));
  const logLevel = nonEmpty(env.LOG_LEVEL) ?? "info";
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevel}")`);
  }
  const rawDemoOrigins = env.DEMO_ORIGINS ?? (production ? undefined : DEV_DEMO_ORIGINS);
  return {
    host: nonEmpty(env.HOST) ?? "127.0.0.1",
    port: parseInteger("PORT", env.PORT, 8787, 0, 65_535),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: parseDataDir(env.FOYER_DATA_DIR),
    networks: {
      ...(devnetRpcUrls === undefined ? {} : devnetNetwork(env, devnetRpcUrls)),
      ...operatorNetworks(env),
    },
    bitcoin: parseBitcoinConfig(env),
    prices: parsePriceConfig(env),
    demoOrigins:
      rawDemoOrigins === undefined ? undefined : parseOrigins("DEMO_ORIGINS", rawDemoOrigins),
    demoSponsorship: parseOnOff("DEMO_SPONSORSHIP", env.DEMO_SPONSORSHIP),
    bodyLimit: parseInteger("BODY_LIMIT", env.BODY_LIMIT, 1024 * 1024, 1, 100 * 1024 * 1024),
    rpcTimeoutMs: parseInteger("RPC_TIMEOUT_MS", env.RPC_TIMEOUT_MS, 10_000, 1, 600_000),
    logLevel,
    ...(env.FOYER_BENCH_HELLO === "1" ? { benchHello: true } : {}),
    ...parseTreasuryKey(env.FOYER_ONRAMP_TREASURY_KEY),
    ...parsePaymasterSignerKey(env.FOYER_PAYMASTER_SIGNER_KEY),
    auth: parseAuthConfig(env, devnetRpcUrls?.[0]),
    publicUrl: parsePublicUrl(env),
    nameZone: parseNameZone(env.FOYER_NAME_ZONE),
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ops: parseOpsConfig(env, production),
    admin: parseAdminConfig(env),
    usage: parseUsageConfig(env),
  };
}

const DEV_DEMO_ORIGINS = "http://localhost:5173,http://127.0.0.1:5173";

/** Development's local devnet: `DEVNET_RPC_URL` (default anvil's port) and its bundler. */
function devnetNetwork(env: NodeJS.ProcessEnv, rpcUrls: string[]): Record<string, NetworkConfig> {
  const bundler = nonEmpty(env.DEVNET_BUNDLER_URL);
  return {
    [DEVNET_CHAIN_ID]: {
      name: "Foyer Devnet",
      rpcUrls,
      ...(bundler === undefined
        ? {}
        : { bundlerUrl: parseHttpUrl("DEVNET_BUNDLER_URL", bundler).href }),
    },
  };
}

/** FOYER_NETWORKS, or the JSON file FOYER_NETWORKS_FILE names (one of them, not both). */
function operatorNetworks(env: NodeJS.ProcessEnv): Record<string, NetworkConfig> {
  const inline = nonEmpty(env.FOYER_NETWORKS);
  const file = nonEmpty(env.FOYER_NETWORKS_FILE);
  if (inline !== undefined && file !== undefined) {
    throw new ConfigError("set FOYER_NETWORKS or FOYER_NETWORKS_FILE, not both");
  }
  if (inline !== undefined) return parseNetworks(inline, "FOYER_NETWORKS");
  if (file === undefined) return {};
  let text: string;
  try {
    text = readFileSync(resolve(file), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
    throw new ConfigError(`FOYER_NETWORKS_FILE ${file} cannot be read (${code})`);
  }
  return parseNetworks(text, file);
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
  // Required in production (config/production.ts); in development derived from HOST and PORT.
  if (raw === undefined) return undefined;
  const url = parseHttpUrl("FOYER_PUBLIC_URL", raw);
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

/** Each URL checked; duplicates dropped (one upstream listed twice is still one). */
function parseHttpUrls(name: string, raw: readonly string[]): string[] {
  const urls = raw.map((url) => url.trim()).filter((url) => url !== "");
  if (urls.length === 0) throw new ConfigError(`${name} needs at least one http(s) URL`);
  return [...new Set(urls.map((url) => parseHttpUrl(name, url).href))];
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
