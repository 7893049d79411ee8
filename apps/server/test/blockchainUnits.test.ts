import { getAddress } from "viem";
import { describe, expect, it } from "vitest";
import { withDevnetAssets } from "../src/blockchain/devnetAssets.js";
import { decodeCursor, encodeCursor } from "../src/blockchain/historyQuery.js";
import { counterpartiesOf, operationTypeOf } from "../src/blockchain/historyShape.js";
import { parseDataUri } from "../src/blockchain/nftMetadata.js";
import { ConfigError, loadConfig } from "../src/config.js";
import type { ChainTransferRow } from "../src/db/schema.js";
import { createTestApp, testConfig } from "./support/app.js";
import { insertProject, pgliteDriver } from "./support/databases.js";
import { startFakeUpstream } from "./support/upstream.js";

const ME = "0x1111111111111111111111111111111111111111";
const OTHER = "0x2222222222222222222222222222222222222222";
const ZERO = "0x0000000000000000000000000000000000000000";
const TOKEN = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

function row(from: string, to: string): ChainTransferRow {
  return {
    chainId: "eip155:31337",
    blockNumber: 1,
    blockHash: "0xb",
    blockTime: new Date(0),
    txHash: "0xt",
    txIndex: 0,
    logIndex: 0,
    kind: "erc20",
    token: TOKEN.toLowerCase(),
    fromAddress: from,
    toAddress: to,
    amount: "1",
    tokenId: null,
    txFrom: from,
    txTo: TOKEN.toLowerCase(),
  };
}

describe("history operation types", () => {
  it.each([
    ["send", [row(ME, OTHER)]],
    ["receive", [row(OTHER, ME)]],
    ["trade", [row(ME, OTHER), row(OTHER, ME)]],
    ["receive", [row(ZERO, ME)]],
    ["burn", [row(ME, ZERO)]],
    ["send", [row(ME, ME)]],
  ] as const)("%s", (expected, rows) => {
    expect(operationTypeOf([...rows], ME)).toBe(expected);
  });
});

describe("history counterparties", () => {
  const THIRD = "0x3333333333333333333333333333333333333333";
  const BUNDLER = "0x4444444444444444444444444444444444444444";
  const viaBundler = (from: string, to: string) => ({ ...row(from, to), txFrom: BUNDLER });
  const checksummed = (address: string) => getAddress(address);
  it.each([
    // A token send calls the token: the receiver is who got the tokens.
    ["token send", [row(ME, OTHER)], ME, OTHER],
    // A token received: the sender is who paid.
    ["token received", [row(OTHER, ME)], OTHER, ME],
    // A smart account's send is mined from the bundler.
    ["smart account send", [viaBundler(ME, OTHER)], ME, OTHER],
    ["two payments to one receiver", [row(ME, OTHER), row(ME, OTHER)], ME, OTHER],
    // What the transfers can't name alone keeps the transaction's own ends.
    ["trade", [row(ME, OTHER), row(OTHER, ME)], ME, TOKEN],
    ["payments to two receivers", [row(ME, OTHER), row(ME, THIRD)], ME, TOKEN],
    ["burn", [row(ME, ZERO)], ME, TOKEN],
    ["mint", [viaBundler(ZERO, ME)], BUNDLER, TOKEN],
    ["to itself", [row(ME, ME)], ME, TOKEN],
  ] as const)("%s", (_, rows, sentFrom, sentTo) => {
    expect(counterpartiesOf([...rows], ME)).toEqual({
      sentFrom: checksummed(sentFrom),
      sentTo: checksummed(sentTo),
    });
  });
});

describe("history cursors", () => {
  it("round-trip and refuse anything else", () => {
    expect(decodeCursor(encodeCursor({ blockNumber: 120, txIndex: 3 }))).toEqual({
      blockNumber: 120,
      txIndex: 3,
    });
    for (const bad of ["", "12", "a-1", "1-2-3", "-1-2", `${"9".repeat(20)}-1`]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
  });
});

describe("FOYER_NETWORKS blockchain fields", () => {
  const load = (network: Record<string, unknown>) =>
    loadConfig({
      FOYER_NETWORKS: JSON.stringify({
        "eip155:1": { name: "Ethereum", rpcUrl: "https://rpc.example", ...network },
      }),
    }).networks["eip155:1"];

  it("reads tokens, dex, nativeCurrency and indexFromBlock", () => {
    const network = load({
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      tokens: [{ address: TOKEN, name: "USD Coin", symbol: "USDC", decimals: 6 }],
      dex: { factory: TOKEN, stablecoin: TOKEN, wrappedNative: TOKEN },
      indexFromBlock: 19_000_000,
    });
    expect(network).toEqual({
      name: "Ethereum",
      rpcUrls: ["https://rpc.example/"],
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      tokens: [{ address: TOKEN, name: "USD Coin", symbol: "USDC", decimals: 6 }],
      dex: { factory: TOKEN, stablecoin: TOKEN, wrappedNative: TOKEN },
      indexFromBlock: 19_000_000,
    });
  });

  it.each([
    [{ tokens: {} }, 'FOYER_NETWORKS["eip155:1"].tokens must be an array'],
    [
      { tokens: [{ address: "0x12", name: "A", symbol: "A", decimals: 6 }] },
      'FOYER_NETWORKS["eip155:1"].tokens[0].address must be an 0x address of 40 hex digits',
    ],
    [
      { tokens: [{ address: TOKEN, name: "A", symbol: "A", decimals: 1.5 }] },
      'FOYER_NETWORKS["eip155:1"].tokens[0].decimals must be an integer from 0 to 77',
    ],
    [
      { dex: { factory: TOKEN } },
      [
        'FOYER_NETWORKS["eip155:1"].dex.stablecoin is required',
        'FOYER_NETWORKS["eip155:1"].dex.wrappedNative is required',
      ],
    ],
    [
      { indexFromBlock: -1 },
      'FOYER_NETWORKS["eip155:1"].indexFromBlock must be a non-negative integer',
    ],
  ])("refuses %j", (network, message) => {
    expect(() => load(network)).toThrow(new ConfigError(message));
  });
});

describe("blockchain routes with a failing upstream", () => {
  it("answer 502 UPSTREAM_UNAVAILABLE, never 500", async () => {
    const upstream = await startFakeUpstream();
    upstream.behaviour = { kind: "status", status: 500, text: "boom" };
    const database = await pgliteDriver.open();
    const app = await createTestApp(database, { env: { DEVNET_RPC_URL: upstream.url } });
    try {
      const projectId = await insertProject(database.db);
      for (const url of [
        `/v1/account/${ME}/balance?chainId=eip155:31337&projectId=${projectId}`,
        `/v1/convert/gas-price?chainId=eip155:31337&projectId=${projectId}`,
      ]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toMatchObject({ code: "UPSTREAM_UNAVAILABLE" });
      }
    } finally {
      await app.close();
      await upstream.close();
    }
  });

  it("preflights the new paths like the other guarded routes", async () => {
    const database = await pgliteDriver.open();
    const app = await createTestApp(database);
    try {
      const projectId = await insertProject(database.db, { allowedOrigins: ["https://a.example"] });
      const response = await app.inject({
        method: "OPTIONS",
        url: `/v1/account/${ME}/history?projectId=${projectId}`,
        headers: { origin: "https://a.example", "access-control-request-method": "GET" },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers["access-control-allow-origin"]).toBe("https://a.example");
    } finally {
      await app.close();
    }
  });
});

describe("withDevnetAssets (startServer's devnet tokens)", () => {
  it("fills the devnet's tokens and DEX from the workspace devnet's manifest", async () => {
    const config = await withDevnetAssets(testConfig());
    const devnet = config.networks["eip155:31337"];
    // The manifest exists once any devnet test has built it; otherwise the config is unchanged.
    if (devnet?.tokens === undefined) return;
    expect(devnet.tokens.map((token) => token.symbol)).toEqual(["USDC", "FOY", "WETH"]);
    expect(devnet.dex?.stablecoin).toBe(devnet.tokens[0]?.address);
    expect(devnet.indexFromBlock).toBe(0);
  });

  it("keeps a token list the operator configured", async () => {
    const base = testConfig();
    const custom = {
      ...base,
      networks: {
        "eip155:31337": { name: "Mine", rpcUrls: ["http://127.0.0.1:1/"], tokens: [] },
      },
    };
    expect(await withDevnetAssets(custom)).toBe(custom);
  });
});

describe("NFT data URIs", () => {
  const json = (value: unknown) => JSON.stringify(value);
  it("reads name and an inline image from base64 or plain JSON", () => {
    const document = { name: "Sample #1", image: "data:image/svg+xml;base64,PHN2Zy8+" };
    expect(
      parseDataUri(
        `data:application/json;base64,${Buffer.from(json(document)).toString("base64")}`,
      ),
    ).toEqual(document);
    expect(parseDataUri(`data:application/json,${encodeURIComponent(json(document))}`)).toEqual(
      document,
    );
  });

  it("never passes on remote images or odd documents", () => {
    expect(
      parseDataUri(
        `data:application/json,${json({ name: "A", image: "https://x.example/a.png" })}`,
      ),
    ).toEqual({ name: "A" });
    expect(parseDataUri("https://x.example/1.json")).toEqual({});
    expect(parseDataUri("data:application/json;base64,!!!")).toEqual({});
    expect(parseDataUri("data:application/json,[1]")).toEqual({});
  });
});
