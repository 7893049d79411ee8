import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { productionProblems } from "../src/config/production.js";
import { ConfigError, loadConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";
import { insertProject, pgliteDriver } from "./support/databases.js";

/** What an operator sets for production, networks included. */
const PRODUCTION = {
  NODE_ENV: "production",
  FOYER_SECRET: "s".repeat(32),
  SMTP_URL: "smtp://mail.example:587",
  FOYER_PUBLIC_URL: "https://wallet.example",
  FOYER_NETWORKS: JSON.stringify({
    "eip155:1": {
      name: "Ethereum",
      rpcUrls: ["https://eth-a.example/rpc", "https://eth-b.example/"],
    },
  }),
};

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("production configuration", () => {
  it("names every requirement left unset, one line each", () => {
    expect(productionProblems({ NODE_ENV: "production" })).toEqual([
      "FOYER_SECRET is required when NODE_ENV=production",
      "SMTP_URL is required when NODE_ENV=production",
      "FOYER_PUBLIC_URL is required when NODE_ENV=production",
      "FOYER_NETWORKS (or FOYER_NETWORKS_FILE) is required when NODE_ENV=production: the networks this server serves",
    ]);
    expect(problemsOf({ NODE_ENV: "production" })).toHaveLength(4);
    expect(productionProblems(PRODUCTION)).toEqual([]);
  });

  it.each([
    [
      "DEVNET_RPC_URL",
      "http://127.0.0.1:8545",
      "DEVNET_RPC_URL is for development only: in production list every network, the devnet too, in FOYER_NETWORKS",
    ],
    [
      "DEVNET_BUNDLER_URL",
      "http://127.0.0.1:4337",
      'DEVNET_BUNDLER_URL is for development only: in production give the network its "bundlerUrl" in FOYER_NETWORKS',
    ],
    [
      "FOYER_IDP_URL",
      "http://127.0.0.1:8788",
      "FOYER_IDP_URL is for development only: in production a social provider signs in only with its FOYER_SOCIAL_<PROVIDER>_CLIENT_ID and secret",
    ],
  ])("refuses the development stand-in %s", (name, value, line) => {
    expect(problemsOf({ ...PRODUCTION, [name]: value })).toEqual([line]);
  });

  it("serves only the operator's networks, seeds no demo project, and keeps every stand-in off", () => {
    const config = loadConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.networks).toEqual({
      "eip155:1": {
        name: "Ethereum",
        rpcUrls: ["https://eth-a.example/rpc", "https://eth-b.example/"],
      },
    });
    expect(config.demoOrigins).toBeUndefined();
    expect(config.benchHello).toBeUndefined();
    expect(config.auth.social.providers).toEqual({});
    expect(config.auth.farcaster).toBeUndefined();
    expect(config.ops).toEqual({
      metricsToken: undefined,
      shutdownDelayMs: 5_000,
      shutdownTimeoutMs: 10_000,
      migrateOnStart: false,
    });
    // Asked for explicitly, the demo project and the bench route are there.
    const asked = loadConfig({
      ...PRODUCTION,
      DEMO_ORIGINS: "https://demo.example",
      FOYER_BENCH_HELLO: "1",
    });
    expect(asked.demoOrigins).toEqual(["https://demo.example"]);
    expect(asked.benchHello).toBe(true);
  });

  it("keeps development's devnet, with DEVNET_RPC_URL's upstreams, under FOYER_NETWORKS", () => {
    const config = loadConfig({
      DEVNET_RPC_URL: "http://10.0.0.2:8545, http://10.0.0.3:8545,http://10.0.0.2:8545",
      DEVNET_BUNDLER_URL: "http://10.0.0.2:4337",
      FOYER_NETWORKS: PRODUCTION.FOYER_NETWORKS,
    });
    expect(Object.keys(config.networks)).toEqual(["eip155:31337", "eip155:1"]);
    expect(config.networks["eip155:31337"]).toEqual({
      name: "Foyer Devnet",
      rpcUrls: ["http://10.0.0.2:8545/", "http://10.0.0.3:8545/"],
      bundlerUrl: "http://10.0.0.2:4337/",
    });
    expect(config.production).toBe(false);
    expect(config.ops.migrateOnStart).toBe(true);
  });
});

describe("FOYER_NETWORKS, checked with its schema", () => {
  it("says every refused field on its own line, with its place", () => {
    const problems = problemsOf({
      FOYER_NETWORKS: JSON.stringify({
        "eip155:1": {
          name: "",
          rpcUrls: ["ftp://a.example"],
          tokens: [{ address: "0x12", name: "USD", symbol: "USDC", decimals: 6.5 }],
          indexFromBlok: 5,
        },
        "solana:devnet": { name: "Solana", rpcUrl: "http://s.example", dex: {} },
        mainnet: { name: "M", rpcUrl: "http://m.example" },
      }),
    });
    expect(problems).toEqual([
      'FOYER_NETWORKS["eip155:1"].name must not be empty',
      'FOYER_NETWORKS["eip155:1"].rpcUrls[0] must be an http(s) URL (got "ftp://a.example")',
      'FOYER_NETWORKS["eip155:1"].tokens[0].address must be an 0x address of 40 hex digits',
      'FOYER_NETWORKS["eip155:1"].tokens[0].decimals must be an integer from 0 to 77',
      'FOYER_NETWORKS["eip155:1"].indexFromBlok is not a known field',
      'FOYER_NETWORKS["solana:devnet"].dex is for eip155 networks only',
      'FOYER_NETWORKS key "mainnet" is not a CAIP-2 id (namespace:reference)',
    ]);
  });

  it("names a missing field and an entry that is no object", () => {
    expect(
      problemsOf({
        FOYER_NETWORKS: JSON.stringify({
          "eip155:1": { rpcUrl: "https://a.example" },
          "eip155:2": "https://b.example",
          "eip155:3": { name: "Three", dex: { factory: `0x${"1".repeat(40)}` } },
        }),
      }),
    ).toEqual([
      'FOYER_NETWORKS["eip155:1"].name is required',
      'FOYER_NETWORKS["eip155:2"] must be an object like {"name":…,"rpcUrls":["https://…"]}',
      'FOYER_NETWORKS["eip155:3"].dex.stablecoin is required',
      'FOYER_NETWORKS["eip155:3"].dex.wrappedNative is required',
    ]);
  });

  describe("from FOYER_NETWORKS_FILE", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "foyer-networks-"));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it("reads the file, and names it in its refusals", async () => {
      const file = join(dir, "networks.json");
      await writeFile(file, PRODUCTION.FOYER_NETWORKS);
      const { FOYER_NETWORKS: _inline, ...withoutInline } = PRODUCTION;
      expect(loadConfig({ ...withoutInline, FOYER_NETWORKS_FILE: file }).networks).toEqual(
        loadConfig(PRODUCTION).networks,
      );
      await writeFile(file, '{"eip155:1":{"name":"E","rpcUrl":"mailto:x"}}');
      expect(problemsOf({ FOYER_NETWORKS_FILE: file })).toEqual([
        `${file}["eip155:1"].rpcUrl must be an http(s) URL (got "mailto:x")`,
      ]);
    });
  });
});

describe("a production server's routes", () => {
  let database: Database;

  beforeAll(async () => {
    database = await pgliteDriver.open();
  });

  it("has no devnet, dev mailbox, sign-in stand-in or bench route unless asked for", async () => {
    const appOrigin = "https://dapp.example";
    const projectId = await insertProject(database.db, { allowedOrigins: [appOrigin] });
    const app = await buildApp({ config: loadConfig(PRODUCTION), database });
    try {
      const chains = await app.inject({ url: `/v1/supported-chains?projectId=${projectId}` });
      expect(chains.json()).toEqual({ http: ["eip155:1"] });
      const devnet = await app.inject({
        method: "POST",
        url: `/v1?chainId=eip155:31337&projectId=${projectId}`,
        payload: { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
      });
      expect(devnet.json()).toMatchObject({ code: "UNSUPPORTED_CHAIN" });
      expect((await app.inject({ url: "/dev/mailbox" })).statusCode).toBe(404);
      expect((await app.inject({ url: "/bench/hello" })).statusCode).toBe(404);
      // A provider without its client id is off, not sent to the local stand-in.
      const google = await app.inject({
        method: "POST",
        url: `/auth/v1/embedded/social/start?projectId=${projectId}`,
        headers: { "x-foyer-device": "7d3f6c1e-2b4a-4c8e-9f10-0a1b2c3d4e5f" },
        payload: { provider: "google", appOrigin },
      });
      expect(google.json()).toMatchObject({ code: "SOCIAL_PROVIDER_OFF" });
    } finally {
      await app.close();
    }
  });
});
