import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { BITCOIN_MAINNET } from "@foyer/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCoinGeckoPriceSource } from "./coinGeckoPrices.js";

const USDC = "0xA0b86991c6218b36c1d19d4a2e9eB0cE3606eB48";

/**
 * A stand-in for CoinGecko's API on 127.0.0.1 (this machine can't reach the real one), speaking
 * its wire format: `/simple/price?ids=&vs_currencies=` → `{ id: { usd } }`,
 * `/simple/token_price/{platform}?contract_addresses=&vs_currencies=` → `{ address: { usd } }`.
 */
function coinGeckoStandIn() {
  const requests: { path: string; query: URLSearchParams; headers: IncomingMessage["headers"] }[] =
    [];
  let status = 200;
  let hang = false;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    if (hang) return;
    if (status !== 200) {
      response.writeHead(status).end("{}");
      return;
    }
    const prices: Record<string, Record<string, number>> = {
      bitcoin: { usd: 97_000.5 },
      ethereum: { usd: 3_100 },
      "usd-coin": { usd: 1, eur: 0.92 },
    };
    let body: unknown = {};
    if (url.pathname === "/api/v3/simple/price") {
      const ids = (url.searchParams.get("ids") ?? "").split(",");
      body = Object.fromEntries(ids.filter((id) => prices[id]).map((id) => [id, prices[id]]));
    } else if (url.pathname === "/api/v3/simple/token_price/ethereum") {
      const address = url.searchParams.get("contract_addresses") ?? "";
      body = address === USDC.toLowerCase() ? { [address]: { usd: 0.9998 } } : {};
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  return {
    requests,
    server,
    set(next: { status?: number; hang?: boolean }) {
      status = next.status ?? 200;
      hang = next.hang ?? false;
    },
  };
}

describe("the CoinGecko price source", () => {
  const standIn = coinGeckoStandIn();
  let baseUrl = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}/api/v3`;
  });
  afterAll(async () => {
    standIn.server.closeAllConnections();
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  it("prices native coins by CoinGecko id and tokens by platform and contract, in USD", async () => {
    const prices = createCoinGeckoPriceSource({ baseUrl, apiKey: "demo-key" });
    expect(prices.kind).toBe("market");
    expect(await prices.nativePrice(BITCOIN_MAINNET)).toBe(97_000.5);
    // OP Mainnet pays gas in ETH.
    expect(await prices.nativePrice("eip155:10")).toBe(3_100);
    expect(await prices.tokenPrice("eip155:1", USDC)).toBe(0.9998);
    expect(standIn.requests.at(-1)?.query.get("contract_addresses")).toBe(USDC.toLowerCase());
    expect(standIn.requests.at(-1)?.headers["x-cg-demo-api-key"]).toBe("demo-key");
  });

  it("gives the euro's dollar value from USDC's price in both", async () => {
    const prices = createCoinGeckoPriceSource({ baseUrl });
    expect(await prices.usdPerFiat("USD")).toBe(1);
    expect(await prices.usdPerFiat("EUR")).toBeCloseTo(1 / 0.92, 10);
    expect(await prices.usdPerFiat("XYZ")).toBeUndefined();
  });

  it("knows nothing of testnets and devnets: 0, without asking", async () => {
    const prices = createCoinGeckoPriceSource({ baseUrl });
    const before = standIn.requests.length;
    expect(await prices.nativePrice("eip155:31337")).toBe(0);
    expect(await prices.tokenPrice("eip155:11155111", USDC)).toBe(0);
    expect(standIn.requests).toHaveLength(before);
  });

  it("asks once per answer while it is fresh, and sends a pro key in the pro header", async () => {
    const prices = createCoinGeckoPriceSource({ baseUrl, apiKey: "pro-key", pro: true });
    const before = standIn.requests.length;
    await Promise.all([prices.nativePrice("eip155:1"), prices.nativePrice("eip155:8453")]);
    await prices.nativePrice("eip155:42161");
    expect(standIn.requests).toHaveLength(before + 1);
    expect(standIn.requests.at(-1)?.headers["x-cg-pro-api-key"]).toBe("pro-key");
  });

  it("a failing or hanging API makes the price unknown (0), and a failure is not asked again at once", async () => {
    const prices = createCoinGeckoPriceSource({ baseUrl, timeoutMs: 200 });
    standIn.set({ status: 429 });
    const before = standIn.requests.length;
    expect(await prices.nativePrice(BITCOIN_MAINNET)).toBe(0);
    expect(await prices.nativePrice(BITCOIN_MAINNET)).toBe(0);
    expect(standIn.requests).toHaveLength(before + 1);
    standIn.set({ hang: true });
    expect(await prices.tokenPrice("eip155:1", USDC)).toBe(0);
    standIn.set({});
  });
});
