import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

const packageDir = fileURLToPath(new URL("..", import.meta.url));

describe("loadConfig", () => {
  it("has local-only defaults", () => {
    expect(loadConfig({})).toEqual({
      host: "127.0.0.1",
      port: 8787,
      databaseUrl: undefined,
      dataDir: resolve(packageDir, ".data/pglite"),
      networks: { "eip155:31337": { name: "Foyer Devnet", rpcUrls: ["http://127.0.0.1:8545/"] } },
      bitcoin: { esploraUrls: {}, priceUsd: 0 },
      prices: { source: "devnet" },
      demoOrigins: ["http://localhost:5173", "http://127.0.0.1:5173"],
      demoSponsorship: false,
      bodyLimit: 1_048_576,
      rpcTimeoutMs: 10_000,
      logLevel: "info",
      publicUrl: undefined,
      nameZone: "foyer.id",
      production: false,
      trustProxy: [],
      ops: {
        metricsToken: undefined,
        shutdownDelayMs: 0,
        shutdownTimeoutMs: 10_000,
        migrateOnStart: true,
      },
      auth: {
        secret: undefined,
        smtpUrl: undefined,
        mailFrom: "Foyer <no-reply@foyer.localhost>",
        production: false,
        frameDir: resolve(packageDir, "../frame/dist"),
        ratePerIp: 300,
        ratePerEmail: 20,
        // In development every provider points at the local stand-in (apps/idp).
        social: {
          providers: {
            google: {
              provider: "google",
              clientId: "foyer-dev-google",
              clientSecret: "foyer-dev-google-secret",
              endpoints: { kind: "oidc", issuer: "http://127.0.0.1:8788/google" },
            },
            apple: expect.objectContaining({
              endpoints: { kind: "oidc", issuer: "http://127.0.0.1:8788/apple" },
            }),
            github: {
              provider: "github",
              clientId: "foyer-dev-github",
              clientSecret: "foyer-dev-github-secret",
              endpoints: {
                kind: "oauth2",
                issuer: "http://127.0.0.1:8788/github",
                authorizationUrl: "http://127.0.0.1:8788/github/login/oauth/authorize",
                tokenUrl: "http://127.0.0.1:8788/github/login/oauth/access_token",
                userInfoUrl: "http://127.0.0.1:8788/github/api/user",
              },
            },
            x: expect.objectContaining({ clientId: "foyer-dev-x" }),
            facebook: expect.objectContaining({ clientId: "foyer-dev-facebook" }),
            discord: expect.objectContaining({ clientId: "foyer-dev-discord" }),
          },
        },
        // Farcaster: the devnet and the relay in the local stand-in, Optimism's registry address.
        farcaster: {
          rpcUrl: "http://127.0.0.1:8545",
          relayUrl: "http://127.0.0.1:8788",
          idRegistry: "0x00000000Fc6c5F01Fc30151999387Bb99A9f489b",
        },
      },
      // No token and no operator: no admin API.
      admin: {
        token: undefined,
        addresses: [],
        enabled: false,
        consoleDir: resolve(packageDir, "../console/dist"),
      },
      usage: { enabled: true, flushIntervalMs: 10_000 },
    });
  });

  it("turns Farcaster on in production only with an RPC URL, against the public relay", () => {
    const production = {
      NODE_ENV: "production",
      FOYER_SECRET: "s".repeat(32),
      SMTP_URL: "smtp://mail.example:587",
      FOYER_PUBLIC_URL: "https://wallet.example",
      FOYER_NETWORKS: '{"eip155:10":{"name":"OP","rpcUrl":"https://op.example/rpc"}}',
    };
    expect(loadConfig(production).auth.farcaster).toBeUndefined();
    expect(
      loadConfig({
        ...production,
        FOYER_FARCASTER_RPC_URL: "https://op.example/rpc",
        FOYER_FARCASTER_ID_REGISTRY: "0x00000000fc6c5f01fc30151999387bb99a9f489b",
      }).auth.farcaster,
    ).toEqual({
      rpcUrl: "https://op.example/rpc",
      relayUrl: "https://relay.farcaster.xyz",
      idRegistry: "0x00000000Fc6c5F01Fc30151999387Bb99A9f489b",
    });
    expect(() => loadConfig({ FOYER_FARCASTER_ID_REGISTRY: "not-an-address" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ FOYER_FARCASTER_RELAY_URL: "ftp://relay.example" })).toThrow(
      ConfigError,
    );
  });

  it("refuses a bad Bitcoin Esplora URL or price", () => {
    expect(() => loadConfig({ BITCOIN_ESPLORA_URL: "ftp://chain.example" })).toThrow(
      "BITCOIN_ESPLORA_URL must be an http(s) URL",
    );
    expect(() => loadConfig({ BITCOIN_TESTNET_ESPLORA_URL: "http://a.example/?x=1" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ BITCOIN_PRICE_USD: "-1" })).toThrow(
      "BITCOIN_PRICE_USD must be a non-negative number",
    );
  });

  it("reads every variable", () => {
    const config = loadConfig({
      HOST: "0.0.0.0",
      PORT: "9000",
      DATABASE_URL: "postgres://u:p@db:5432/foyer",
      FOYER_DATA_DIR: "memory://",
      FOYER_NETWORKS: JSON.stringify({
        "eip155:1": {
          name: "Ethereum",
          rpcUrls: ["https://eth.example/rpc", "https://b.example/"],
        },
        "eip155:10": { name: "Optimism", rpcUrl: "https://op.example/rpc" },
      }),
      DEMO_ORIGINS: " https://a.example ,https://b.example:8443,,https://a.example",
      BODY_LIMIT: "2048",
      RPC_TIMEOUT_MS: "500",
      LOG_LEVEL: "warn",
      FOYER_BENCH_HELLO: "1",
      NODE_ENV: "production",
      FOYER_SECRET: "s".repeat(32),
      SMTP_URL: "smtp://user:pass@mail.example:587",
      MAIL_FROM: "Wallet <wallet@example.com>",
      FOYER_PUBLIC_URL: "https://wallet.example/foyer/",
      FOYER_FRAME_DIR: "frame-build",
      AUTH_RATE_PER_IP: "1000",
      AUTH_RATE_PER_EMAIL: "5",
      FOYER_SOCIAL_GOOGLE_CLIENT_ID: "g-id",
      FOYER_SOCIAL_GOOGLE_CLIENT_SECRET: "g-secret",
      FOYER_SOCIAL_GOOGLE_ISSUER: "https://accounts.example",
      FOYER_SOCIAL_DISCORD_CLIENT_ID: "d-id",
      FOYER_SOCIAL_DISCORD_CLIENT_SECRET: "d-secret",
      FOYER_SOCIAL_DISCORD_TOKEN_URL: "https://discord.proxy.example/token",
      FOYER_NAME_ZONE: " Names.Example ",
      BITCOIN_ESPLORA_URL: "http://127.0.0.1:3002/",
      BITCOIN_MAINNET_ESPLORA_URL: "https://blockstream.example/api",
      BITCOIN_PRICE_USD: "90000.5",
      FOYER_PRICES: "coingecko",
      FOYER_COINGECKO_API_KEY: " cg-key ",
      FOYER_COINGECKO_URL: "https://prices.proxy.example/api/v3",
      FOYER_METRICS_TOKEN: "m".repeat(32),
      SHUTDOWN_DELAY_MS: "2000",
      SHUTDOWN_TIMEOUT_MS: "15000",
      TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,::1",
      FOYER_ADMIN_TOKEN: "t".repeat(32),
      FOYER_ADMIN_ADDRESSES:
        " 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266,,0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266",
      FOYER_CONSOLE_DIR: "console-build",
      FOYER_USAGE: "off",
      FOYER_USAGE_FLUSH_MS: "2500",
    });
    expect(config).toEqual({
      host: "0.0.0.0",
      port: 9000,
      databaseUrl: "postgres://u:p@db:5432/foyer",
      dataDir: "memory://",
      // Production: the operator's networks only, no devnet.
      networks: {
        "eip155:1": {
          name: "Ethereum",
          rpcUrls: ["https://eth.example/rpc", "https://b.example/"],
        },
        "eip155:10": { name: "Optimism", rpcUrls: ["https://op.example/rpc"] },
      },
      bitcoin: {
        esploraUrls: {
          "bip122:0f9188f13cb7b2c71f2a335e3a4fc328": "http://127.0.0.1:3002",
          "bip122:000000000019d6689c085ae165831e93": "https://blockstream.example/api",
        },
        priceUsd: 90000.5,
      },
      prices: {
        source: "coingecko",
        apiKey: "cg-key",
        pro: false,
        baseUrl: "https://prices.proxy.example/api/v3",
      },
      demoOrigins: ["https://a.example", "https://b.example:8443"],
      demoSponsorship: false,
      bodyLimit: 2048,
      rpcTimeoutMs: 500,
      logLevel: "warn",
      benchHello: true,
      publicUrl: "https://wallet.example/foyer",
      nameZone: "names.example",
      production: true,
      trustProxy: ["10.0.0.5", "10.1.0.0/16", "::1"],
      ops: {
        metricsToken: "m".repeat(32),
        shutdownDelayMs: 2000,
        shutdownTimeoutMs: 15_000,
        migrateOnStart: false,
      },
      auth: {
        secret: "s".repeat(32),
        smtpUrl: "smtp://user:pass@mail.example:587",
        mailFrom: "Wallet <wallet@example.com>",
        production: true,
        frameDir: resolve("frame-build"),
        ratePerIp: 1000,
        ratePerEmail: 5,
        // In production only configured providers are on, against the real endpoints.
        social: {
          providers: {
            google: {
              provider: "google",
              clientId: "g-id",
              clientSecret: "g-secret",
              endpoints: { kind: "oidc", issuer: "https://accounts.example" },
            },
            discord: {
              provider: "discord",
              clientId: "d-id",
              clientSecret: "d-secret",
              endpoints: {
                kind: "oauth2",
                issuer: "https://discord.com",
                authorizationUrl: "https://discord.com/oauth2/authorize",
                tokenUrl: "https://discord.proxy.example/token",
                userInfoUrl: "https://discord.com/api/users/@me",
              },
            },
          },
        },
      },
      admin: {
        token: "t".repeat(32),
        addresses: ["0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"],
        enabled: true,
        consoleDir: resolve("console-build"),
      },
      usage: { enabled: false, flushIntervalMs: 2500 },
    });
  });

  it("serves the admin API with a token or an operator, in production only with a token", () => {
    const production = {
      NODE_ENV: "production",
      FOYER_SECRET: "s".repeat(32),
      SMTP_URL: "smtp://mail.example:587",
      FOYER_PUBLIC_URL: "https://wallet.example",
      FOYER_NETWORKS: '{"eip155:1":{"name":"Ethereum","rpcUrl":"https://rpc.example"}}',
    };
    const operator = { FOYER_ADMIN_ADDRESSES: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" };
    const token = { FOYER_ADMIN_TOKEN: "t".repeat(40) };
    expect(loadConfig({}).admin.enabled).toBe(false);
    expect(loadConfig(operator).admin.enabled).toBe(true);
    expect(loadConfig(token).admin.enabled).toBe(true);
    expect(loadConfig({ ...production, ...operator }).admin.enabled).toBe(false);
    expect(loadConfig({ ...production, ...operator, ...token }).admin.enabled).toBe(true);
  });

  it.each(["foyer..id", "-foyer.id", "foyer.id.", "foyer_id", "a".repeat(190)])(
    "refuses FOYER_NAME_ZONE %j",
    (zone) => {
      expect(() => loadConfig({ FOYER_NAME_ZONE: zone })).toThrow(ConfigError);
    },
  );

  it("refuses an unknown price source or a price URL that is not http(s)", () => {
    expect(() => loadConfig({ FOYER_PRICES: "oracle" })).toThrow(
      'FOYER_PRICES must be devnet or coingecko (got "oracle")',
    );
    expect(() =>
      loadConfig({ FOYER_PRICES: "coingecko", FOYER_COINGECKO_URL: "ftp://x.example" }),
    ).toThrow("FOYER_COINGECKO_URL must be an http(s) URL");
  });

  it("serves the benchmark's hello route only when FOYER_BENCH_HELLO is exactly 1", () => {
    expect(loadConfig({ FOYER_BENCH_HELLO: "true" }).benchHello).toBeUndefined();
    expect(loadConfig({ FOYER_BENCH_HELLO: "1" }).benchHello).toBe(true);
  });

  it("lets FOYER_NETWORKS override the devnet entry", () => {
    const config = loadConfig({
      FOYER_NETWORKS: JSON.stringify({ "eip155:31337": { name: "Mine", rpcUrl: "http://x:1" } }),
    });
    expect(config.networks["eip155:31337"]).toEqual({ name: "Mine", rpcUrls: ["http://x:1/"] });
  });

  it("reads the onramp treasury key, refusing a malformed one without echoing it", () => {
    const key = `0x${"ab".repeat(32)}`;
    expect(loadConfig({ FOYER_ONRAMP_TREASURY_KEY: key }).onrampTreasuryKey).toBe(key);
    expect(loadConfig({}).onrampTreasuryKey).toBeUndefined();
    const bad = () => loadConfig({ FOYER_ONRAMP_TREASURY_KEY: "0xsecret" });
    expect(bad).toThrow("FOYER_ONRAMP_TREASURY_KEY must be a private key: 0x and 64 hex digits");
    expect(bad).not.toThrow(/secret"/);
  });

  it("reads the paymaster signer, a network's paymaster and the demo's sponsorship switch", () => {
    const key = `0x${"cd".repeat(32)}`;
    expect(loadConfig({ FOYER_PAYMASTER_SIGNER_KEY: key }).paymasterSignerKey).toBe(key);
    expect(loadConfig({}).paymasterSignerKey).toBeUndefined();
    const bad = () => loadConfig({ FOYER_PAYMASTER_SIGNER_KEY: "0xsecret" });
    expect(bad).toThrow("FOYER_PAYMASTER_SIGNER_KEY must be a private key: 0x and 64 hex digits");
    expect(bad).not.toThrow(/secret"/);

    const paymaster = `0x${"5".repeat(40)}`;
    const networks = (entry: Record<string, unknown>) =>
      loadConfig({
        FOYER_NETWORKS: JSON.stringify({
          "eip155:10": { name: "OP", rpcUrl: "http://x:1", ...entry },
        }),
      });
    expect(networks({ paymaster }).networks["eip155:10"]?.paymaster).toBe(paymaster);
    expect(() => networks({ paymaster: "0x12" })).toThrow(
      'FOYER_NETWORKS["eip155:10"].paymaster must be an 0x address of 40 hex digits',
    );

    expect(loadConfig({}).demoSponsorship).toBe(false);
    expect(loadConfig({ DEMO_SPONSORSHIP: "on" }).demoSponsorship).toBe(true);
    expect(() => loadConfig({ DEMO_SPONSORSHIP: "yes" })).toThrow(
      'DEMO_SPONSORSHIP must be on or off (got "yes")',
    );
  });

  it("reads a network's DEX, its swap router optional", () => {
    const dex = {
      factory: `0x${"1".repeat(40)}`,
      stablecoin: `0x${"2".repeat(40)}`,
      wrappedNative: `0x${"3".repeat(40)}`,
    };
    const read = (entry: Record<string, string>) =>
      loadConfig({
        FOYER_NETWORKS: JSON.stringify({
          "eip155:1": { name: "E", rpcUrl: "http://x:1", dex: entry },
        }),
      }).networks["eip155:1"]?.dex;
    expect(read(dex)).toEqual(dex);
    expect(read({ ...dex, router: `0x${"4".repeat(40)}` })).toEqual({
      ...dex,
      router: `0x${"4".repeat(40)}`,
    });
    expect(() => read({ ...dex, router: "0x12" })).toThrow(
      'FOYER_NETWORKS["eip155:1"].dex.router must be an 0x address of 40 hex digits',
    );
  });

  it("resolves a relative FOYER_DATA_DIR against the working directory", () => {
    expect(loadConfig({ FOYER_DATA_DIR: "tmp/db" }).dataDir).toBe(resolve("tmp/db"));
  });

  it.each([
    [{ PORT: "http" }, 'PORT must be an integer between 0 and 65535 (got "http")'],
    [{ PORT: "70000" }, "PORT must be an integer"],
    [{ BODY_LIMIT: "-1" }, "BODY_LIMIT must be an integer"],
    [{ RPC_TIMEOUT_MS: "0" }, "RPC_TIMEOUT_MS must be an integer"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must use postgres://"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL must be a postgres:// URL"],
    [{ DEVNET_RPC_URL: "ws://x" }, "DEVNET_RPC_URL must be an http(s) URL"],
    [{ FOYER_NETWORKS: "{" }, "FOYER_NETWORKS must be valid JSON"],
    [{ FOYER_NETWORKS: "[]" }, "FOYER_NETWORKS must be an object"],
    [{ FOYER_NETWORKS: '{"eip155":{}}' }, 'FOYER_NETWORKS key "eip155" is not a CAIP-2 id'],
    [{ FOYER_NETWORKS: '{"eip155:1":{"name":"x"}}' }, 'FOYER_NETWORKS["eip155:1"] needs'],
    [
      { FOYER_NETWORKS: '{"eip155:1":{"name":"x","rpcUrls":[]}}' },
      'FOYER_NETWORKS["eip155:1"].rpcUrls must list at least one http(s) URL',
    ],
    [
      { FOYER_NETWORKS: '{"eip155:1":{"name":"x","rpcUrls":["https://a.example","ftp://b"]}}' },
      'FOYER_NETWORKS["eip155:1"].rpcUrls[1] must be an http(s) URL (got "ftp://b")',
    ],
    [
      { FOYER_NETWORKS: '{"eip155:1":{"name":"x","rpcUrl":"https://a.example","rpcURLs":[]}}' },
      'FOYER_NETWORKS["eip155:1"].rpcURLs is not a known field',
    ],
    [{ FOYER_METRICS_TOKEN: "short" }, "FOYER_METRICS_TOKEN must be at least 32 characters"],
    [{ TRUST_PROXY: "haproxy" }, 'TRUST_PROXY entry "haproxy" is not an IP address or CIDR range'],
    [{ TRUST_PROXY: "10.0.0.0/33" }, 'TRUST_PROXY entry "10.0.0.0/33" is not an IP address'],
    [{ SHUTDOWN_DELAY_MS: "soon" }, "SHUTDOWN_DELAY_MS must be an integer between 0 and 600000"],
    [
      { FOYER_NETWORKS: "{}", FOYER_NETWORKS_FILE: "/etc/foyer/networks.json" },
      "set FOYER_NETWORKS or FOYER_NETWORKS_FILE, not both",
    ],
    [
      { FOYER_NETWORKS_FILE: "/nonexistent/networks.json" },
      "FOYER_NETWORKS_FILE /nonexistent/networks.json cannot be read (ENOENT)",
    ],
    [{ DEVNET_RPC_URL: " , " }, "DEVNET_RPC_URL needs at least one http(s) URL"],
    [{ DEMO_ORIGINS: "localhost:5173" }, 'DEMO_ORIGINS entry "localhost:5173" is not an origin'],
    [{ DEMO_ORIGINS: "http://a.example/path" }, "is not an origin"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
    [{ FOYER_SECRET: "short" }, "FOYER_SECRET must be at least 32 characters"],
    [{ FOYER_ADMIN_TOKEN: "short-token" }, "FOYER_ADMIN_TOKEN must be at least 32 characters"],
    [
      { FOYER_ADMIN_ADDRESSES: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266,alice.eth" },
      'FOYER_ADMIN_ADDRESSES entry "alice.eth" is not an EVM address',
    ],
    [{ FOYER_USAGE: "maybe" }, 'FOYER_USAGE must be on or off (got "maybe")'],
    [{ FOYER_USAGE_FLUSH_MS: "5" }, "FOYER_USAGE_FLUSH_MS must be an integer between 100"],
    [
      { FOYER_SOCIAL_X_CLIENT_ID: "x-id" },
      "FOYER_SOCIAL_X_CLIENT_SECRET is required with FOYER_SOCIAL_X_CLIENT_ID",
    ],
    [
      {
        FOYER_SOCIAL_GITHUB_CLIENT_ID: "a",
        FOYER_SOCIAL_GITHUB_CLIENT_SECRET: "b",
        FOYER_SOCIAL_GITHUB_TOKEN_URL: "ftp://x",
      },
      'FOYER_SOCIAL_GITHUB_TOKEN_URL must be an http(s) URL (got "ftp://x")',
    ],
    [
      { NODE_ENV: "production", SMTP_URL: "smtp://m.example" },
      "FOYER_SECRET is required when NODE_ENV=production",
    ],
    [
      { NODE_ENV: "production", FOYER_SECRET: "s".repeat(32) },
      "SMTP_URL is required when NODE_ENV=production",
    ],
    [{ SMTP_URL: "http://mail.example" }, "SMTP_URL must be an smtp:// or smtps:// URL"],
    [{ FOYER_PUBLIC_URL: "ftp://x" }, "FOYER_PUBLIC_URL must be an http(s) URL"],
    [
      { FOYER_PUBLIC_URL: "https://wallet.example/?x=1" },
      "FOYER_PUBLIC_URL must be a plain base URL such as https://wallet.example",
    ],
    [
      { NODE_ENV: "production", FOYER_SECRET: "s".repeat(32), SMTP_URL: "smtp://m.example" },
      "FOYER_PUBLIC_URL is required when NODE_ENV=production",
    ],
    [
      { NODE_ENV: "production", FOYER_SECRET: "s".repeat(32), SMTP_URL: "smtp://m.example" },
      "FOYER_NETWORKS (or FOYER_NETWORKS_FILE) is required when NODE_ENV=production",
    ],
    [{ AUTH_RATE_PER_EMAIL: "0" }, "AUTH_RATE_PER_EMAIL must be an integer"],
  ])("rejects %o with a readable ConfigError", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("a refused Apple key is one line naming the key, not also 'the client secret is required'", () => {
    let problems: readonly string[] = [];
    try {
      loadConfig({
        FOYER_SOCIAL_APPLE_CLIENT_ID: "com.example.web",
        FOYER_SOCIAL_APPLE_TEAM_ID: "TEAM123456",
        FOYER_SOCIAL_APPLE_KEY_ID: "KEY1234567",
        FOYER_SOCIAL_APPLE_PRIVATE_KEY: "not a pem",
      });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual([
      "FOYER_SOCIAL_APPLE_PRIVATE_KEY must be the PKCS #8 PEM key Apple issued (.p8)",
    ]);
  });

  it("lists every refused value at once, a line each in the order read, so one round fixes all", () => {
    let problems: readonly string[] = [];
    try {
      loadConfig({
        PORT: "http",
        FOYER_NETWORKS: '{"eip155":{}}',
        LOG_LEVEL: "loud",
        FOYER_SECRET: "short",
        TRUST_PROXY: "haproxy",
        FOYER_USAGE: "maybe",
      });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual([
      'PORT must be an integer between 0 and 65535 (got "http")',
      'FOYER_NETWORKS key "eip155" is not a CAIP-2 id (namespace:reference)',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      "FOYER_SECRET must be at least 32 characters",
      'TRUST_PROXY entry "haproxy" is not an IP address or CIDR range like 10.0.0.0/8',
      'FOYER_USAGE must be on or off (got "maybe")',
    ]);
  });
});

describe("loadConfig: solana networks in FOYER_NETWORKS", () => {
  const id = "solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV";
  const mint = "FdnNR692SVAEfBxx34o5iKmrWFVwN7mzMqW5qVrtkMLG";
  const load = (entry: Record<string, unknown>) =>
    loadConfig({
      FOYER_NETWORKS: JSON.stringify({
        [id]: { name: "Local", rpcUrls: ["http://127.0.0.1:8899"], ...entry },
      }),
    });

  it("takes SPL mints and fixed USD prices", () => {
    const config = load({
      nativePriceUsd: 150,
      tokens: [{ address: mint, name: "USD Coin", symbol: "USDC", decimals: 6, priceUsd: 1 }],
    });
    expect(config.networks[id]).toEqual({
      name: "Local",
      rpcUrls: ["http://127.0.0.1:8899/"],
      nativePriceUsd: 150,
      tokens: [{ address: mint, name: "USD Coin", symbol: "USDC", decimals: 6, priceUsd: 1 }],
    });
  });

  it.each([
    [
      {
        tokens: [
          {
            address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
            name: "A",
            symbol: "A",
            decimals: 6,
          },
        ],
      },
      /base58 mint/,
    ],
    [
      { tokens: [{ address: mint, name: "A", symbol: "A", decimals: 6, priceUsd: -1 }] },
      /non-negative/,
    ],
    [{ nativePriceUsd: "150" }, /nativePriceUsd must be a non-negative number/],
    [{ dex: {} }, /dex is for eip155 networks only/],
  ])("refuses %j", (entry, message) => {
    expect(() => load(entry)).toThrow(ConfigError);
    expect(() => load(entry)).toThrow(message);
  });
});
