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
      demoOrigins: ["http://localhost:5173", "http://127.0.0.1:5173"],
      bodyLimit: 1_048_576,
      rpcTimeoutMs: 10_000,
      logLevel: "info",
      publicUrl: undefined,
      auth: {
        secret: undefined,
        smtpUrl: undefined,
        mailFrom: "Foyer <no-reply@foyer.localhost>",
        production: false,
        frameDir: resolve(packageDir, "../frame/dist"),
        ratePerIp: 300,
        ratePerEmail: 20,
      },
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      HOST: "0.0.0.0",
      PORT: "9000",
      DATABASE_URL: "postgres://u:p@db:5432/foyer",
      FOYER_DATA_DIR: "memory://",
      DEVNET_RPC_URL: "http://10.0.0.2:8545, http://10.0.0.3:8545",
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
    });
    expect(config).toEqual({
      host: "0.0.0.0",
      port: 9000,
      databaseUrl: "postgres://u:p@db:5432/foyer",
      dataDir: "memory://",
      networks: {
        "eip155:31337": {
          name: "Foyer Devnet",
          rpcUrls: ["http://10.0.0.2:8545/", "http://10.0.0.3:8545/"],
        },
        "eip155:1": {
          name: "Ethereum",
          rpcUrls: ["https://eth.example/rpc", "https://b.example/"],
        },
        "eip155:10": { name: "Optimism", rpcUrls: ["https://op.example/rpc"] },
      },
      demoOrigins: ["https://a.example", "https://b.example:8443"],
      bodyLimit: 2048,
      rpcTimeoutMs: 500,
      logLevel: "warn",
      benchHello: true,
      publicUrl: "https://wallet.example/foyer",
      auth: {
        secret: "s".repeat(32),
        smtpUrl: "smtp://user:pass@mail.example:587",
        mailFrom: "Wallet <wallet@example.com>",
        production: true,
        frameDir: resolve("frame-build"),
        ratePerIp: 1000,
        ratePerEmail: 5,
      },
    });
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
      'needs string "name" and "rpcUrls"',
    ],
    [
      { FOYER_NETWORKS: '{"eip155:1":{"name":"x","rpcUrls":["https://a.example","ftp://b"]}}' },
      'FOYER_NETWORKS["eip155:1"].rpcUrls must be an http(s) URL (got "ftp://b")',
    ],
    [{ DEVNET_RPC_URL: " , " }, "DEVNET_RPC_URL needs at least one http(s) URL"],
    [{ DEMO_ORIGINS: "localhost:5173" }, 'DEMO_ORIGINS entry "localhost:5173" is not an origin'],
    [{ DEMO_ORIGINS: "http://a.example/path" }, "is not an origin"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
    [{ FOYER_SECRET: "short" }, "FOYER_SECRET must be at least 32 characters"],
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
    [{ AUTH_RATE_PER_EMAIL: "0" }, "AUTH_RATE_PER_EMAIL must be an integer"],
  ])("rejects %o with a readable ConfigError", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
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
