import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_NAME_ZONE, isNameZone } from "@foyer/protocol";
import * as v from "valibot";
import { type AdminConfig, parseAdminConfig } from "./admin/adminConfig.js";
import { type FarcasterConfig, parseFarcasterConfig } from "./auth/farcaster/farcasterConfig.js";
import {
  DEFAULT_IDP_URL,
  parseSocialConfig,
  type SocialConfig,
} from "./auth/social/socialConfig.js";
import { type BitcoinConfig, parseBitcoinConfig } from "./bitcoin/bitcoinConfig.js";
import {
  addressOrRange,
  baseUrl,
  createEnvReader,
  type EnvReader,
  httpBase,
  httpUrl,
  integerBetween,
  listOf,
  oneOf,
  onOff,
  origin,
  postgresUrl,
  privateKey,
  quoted,
  secretOf,
  smtpUrl,
} from "./config/envSchemas.js";
import { nonEmpty } from "./config/envValues.js";
import type { NetworkConfig } from "./config/networkConfig.js";
import { parseNetworks } from "./config/networks.js";
import { type OpsConfig, parseOpsConfig } from "./config/opsConfig.js";
import { productionProblems } from "./config/production.js";
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
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
/** Development's demo origins: the Vite server under both of its names. */
const DEV_DEMO_ORIGINS = ["http://localhost:5173", "http://127.0.0.1:5173"];

/**
 * Reads the whole configuration from the environment. Every refused value is reported, not
 * only the first: one ConfigError lists them all, a line each. Production's requirements come
 * first and alone, since without them the rest would be read for the wrong world.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === "production";
  if (production) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const reader = createEnvReader(env);
  const { read } = reader;
  // Production never reaches for the local devnet: productionProblems refused DEVNET_RPC_URL.
  const devnetRpcUrls = production
    ? undefined
    : read("DEVNET_RPC_URL", DEVNET_RPC_URLS, ["http://127.0.0.1:8545/"]);
  const config: ServerConfig = {
    host: read("HOST", v.string(), "127.0.0.1"),
    port: read("PORT", integerBetween(0, 65_535), 8787),
    databaseUrl: read("DATABASE_URL", postgresUrl),
    dataDir: read("FOYER_DATA_DIR", DATA_DIR, resolve(packageDir, ".data/pglite")),
    networks: {
      ...(devnetRpcUrls === undefined ? {} : devnetNetwork(reader, devnetRpcUrls)),
      ...collect(reader, () => operatorNetworks(env), {}),
    },
    bitcoin: parseBitcoinConfig(reader),
    prices: parsePriceConfig(reader),
    // Unset: development's own origins, none in production. Set but blank: no origin at all.
    demoOrigins:
      env.DEMO_ORIGINS === undefined
        ? production
          ? undefined
          : DEV_DEMO_ORIGINS
        : read("DEMO_ORIGINS", listOf(origin), []),
    demoSponsorship: read("DEMO_SPONSORSHIP", onOff, false),
    bodyLimit: read("BODY_LIMIT", integerBetween(1, 100 * 1024 * 1024), 1024 * 1024),
    rpcTimeoutMs: read("RPC_TIMEOUT_MS", integerBetween(1, 600_000), 10_000),
    logLevel: read("LOG_LEVEL", oneOf(LOG_LEVELS, 64), "info"),
    ...(env.FOYER_BENCH_HELLO === "1" ? { benchHello: true } : {}),
    ...present("onrampTreasuryKey", read("FOYER_ONRAMP_TREASURY_KEY", privateKey)),
    ...present("paymasterSignerKey", read("FOYER_PAYMASTER_SIGNER_KEY", privateKey)),
    auth: parseAuthConfig(reader, env, devnetRpcUrls?.[0]),
    publicUrl: read("FOYER_PUBLIC_URL", PUBLIC_URL),
    nameZone: read("FOYER_NAME_ZONE", NAME_ZONE, DEFAULT_NAME_ZONE),
    production,
    trustProxy: read("TRUST_PROXY", listOf(addressOrRange), []),
    ops: parseOpsConfig(reader, production),
    admin: parseAdminConfig(reader, production),
    usage: parseUsageConfig(reader),
  };
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  return config;
}

/**
 * Runs a part's own parser, its refusals joining the reader's: the fallback stands in for the
 * part until the ConfigError that lists them all is thrown.
 */
function collect<T>(reader: EnvReader, parse: () => T, fallback: T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) reader.refuse(problem);
    return fallback;
  }
}

/** `{ key: value }` when the value is set, `{}` otherwise (optional fields stay absent). */
function present<K extends string, T>(key: K, value: T | undefined): { [P in K]?: T } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: T });
}

const DEVNET_RPC_URLS = listOf(httpUrl, "needs at least one http(s) URL");

/** PGlite understands `memory://` itself; anything else is a folder path. */
const DATA_DIR = v.pipe(
  v.string(),
  v.transform((value) => (value.startsWith("memory://") ? value : resolve(value))),
);

const FOLDER = v.pipe(
  v.string(),
  v.transform((value) => resolve(value)),
);

const PUBLIC_URL = baseUrl(
  (issue) => `must be a plain base URL such as https://wallet.example (got ${quoted(issue.input)})`,
);

const NAME_ZONE = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.check(
    isNameZone,
    (issue) => `must be a domain-like zone such as foyer.id (got ${quoted(issue.input, 64)})`,
  ),
);

/** Development's local devnet: `DEVNET_RPC_URL` (default anvil's port) and its bundler. */
function devnetNetwork(reader: EnvReader, rpcUrls: string[]): Record<string, NetworkConfig> {
  const bundlerUrl = reader.read("DEVNET_BUNDLER_URL", httpUrl);
  return {
    [DEVNET_CHAIN_ID]: {
      name: "Foyer Devnet",
      rpcUrls,
      ...(bundlerUrl === undefined ? {} : { bundlerUrl }),
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

/** Shortest FOYER_SECRET accepted: 32 characters, so it carries at least ~128 bits even as hex. */
const MIN_SECRET_LENGTH = 32;

function parseAuthConfig(
  reader: EnvReader,
  env: NodeJS.ProcessEnv,
  devnetRpcUrl: string | undefined,
): AuthConfig {
  const { read } = reader;
  const production = env.NODE_ENV === "production";
  const idpUrl = read("FOYER_IDP_URL", httpBase, DEFAULT_IDP_URL);
  return {
    secret: read("FOYER_SECRET", secretOf(MIN_SECRET_LENGTH)),
    smtpUrl: read("SMTP_URL", smtpUrl),
    mailFrom: read("MAIL_FROM", v.string(), "Foyer <no-reply@foyer.localhost>"),
    production,
    frameDir: read("FOYER_FRAME_DIR", FOLDER, resolve(packageDir, "../frame/dist")),
    // Per IP: generous, since a NAT or an office shares one; per email: tight,
    // since it bounds code guessing (each code also allows only 5 tries).
    ratePerIp: read("AUTH_RATE_PER_IP", integerBetween(1, 1_000_000), 300),
    ratePerEmail: read("AUTH_RATE_PER_EMAIL", integerBetween(1, 1_000_000), 20),
    social: parseSocialConfig(reader, env, production, idpUrl),
    farcaster: parseFarcasterConfig(reader, env, production, { devnetRpcUrl, idpUrl }),
  };
}
