import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { readInput } from "../http/readInput.js";
import { routePath } from "../http/route.js";
import {
  assetImageRoute,
  currencyImageRoute,
  DEFAULT_WALLET_ENTRIES,
  MAX_WALLET_ENTRIES,
  tokenImageRoute,
  walletImageRoute,
  walletsRoute,
} from "./explorerRoutes.js";
import { analyticsConfigRoute } from "./projectRoutes.js";

const ETH = "eip155:1";

function query(raw: Record<string, unknown>) {
  const read = readInput(walletsRoute.query, raw);
  if (!read.ok) throw new TypeError(`unexpected refusal: ${read.message}`);
  return read.value;
}

describe("GET /getWallets query (behaviour §7: page, entries, search, badge_type, include, exclude, chains)", () => {
  it("defaults to page 1 of 40, no filters", () => {
    expect(query({})).toEqual({
      page: 1,
      entries: DEFAULT_WALLET_ENTRIES,
      search: null,
      badge_type: null,
      include: null,
      exclude: [],
      chains: null,
    });
  });

  it("reads every parameter as it travels", () => {
    expect(
      query({
        page: "2",
        entries: String(MAX_WALLET_ENTRIES),
        search: "  rain ",
        badge_type: "certified",
        include: "safe, rabby,,",
        exclude: "trust",
        chains: `${ETH},solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
      }),
    ).toEqual({
      page: 2,
      entries: MAX_WALLET_ENTRIES,
      search: "rain",
      badge_type: "certified",
      include: ["safe", "rabby"],
      exclude: ["trust"],
      chains: [ETH, "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"],
    });
  });

  it.each([
    ["blank search", { search: "  " }, { search: null }],
    ["empty badge", { badge_type: "" }, { badge_type: null }],
    ["empty include", { include: "" }, { include: null }],
    ["blank exclude", { exclude: " , " }, { exclude: [] }],
    ["empty chains", { chains: "" }, { chains: null }],
  ])("%s is no filter", (_label, raw, expected) => {
    expect(query(raw)).toMatchObject(expected);
  });

  it("ignores the parameters that belong to others (projectId, st, sv, clientId)", () => {
    expect(query({ projectId: "p", st: "appkit", sv: "1.0.0", clientId: "c" })).not.toHaveProperty(
      "projectId",
    );
  });

  it.each([
    ["page 0", { page: "0" }, "page must be a whole number from 1 to 10000"],
    ["a negative page", { page: "-1" }, "page must be a whole number from 1 to 10000"],
    ["a word", { page: "two" }, "page must be a whole number from 1 to 10000"],
    ["a fraction", { page: "1.5" }, "page must be a whole number from 1 to 10000"],
    ["an empty page", { page: "" }, "page must be a whole number from 1 to 10000"],
    ["a huge page", { page: "9".repeat(20) }, "page must be a whole number from 1 to 10000"],
    ["entries 0", { entries: "0" }, "entries must be a whole number from 1 to 100"],
    ["entries 1000", { entries: "1000" }, "entries must be a whole number from 1 to 100"],
    ["hex entries", { entries: "0x10" }, "entries must be a whole number from 1 to 100"],
    ["a repeated page", { page: ["1", "2"] }, "page must be given once"],
    ["a repeated search", { search: ["a", "b"] }, "search must be given once"],
    ["an unknown badge", { badge_type: "gold" }, "badge_type must be one of: certified, none"],
    ["a chain without namespace", { chains: "1" }, "chains: '1' is not a CAIP-2 network id"],
    [
      "a chain with three parts",
      { chains: `${ETH},eip155:1:0xabc` },
      "chains: 'eip155:1:0xabc' is not a CAIP-2 network id",
    ],
    ["a long search", { search: "x".repeat(101) }, "search must be at most 100 characters"],
    [
      "too many include ids",
      { include: Array(201).fill("a").join(",") },
      "include accepts at most 200 ids",
    ],
    [
      "an overlong exclude id",
      { exclude: "x".repeat(129) },
      "exclude: ids are at most 128 characters",
    ],
  ])("refuses %s: %s", (_label, raw, message) => {
    expect(readInput(walletsRoute.query, raw)).toEqual({
      ok: false,
      field: Object.keys(raw)[0],
      message,
    });
  });
});

describe("GET /getWallets answer", () => {
  const full = {
    id: "example",
    name: "Example Wallet",
    image_id: "example",
    rdns: null,
    mobile_link: null,
    desktop_link: "example-desktop://",
    webapp_link: "https://app.wallet.example",
    homepage: "https://wallet.example",
    chains: [ETH, "eip155:10"],
    badge_type: "none",
  };

  it("accepts what Foyer's server sends and what the spec's entry needs", () => {
    expect(v.is(walletsRoute.response, { data: [full], count: 1 })).toBe(true);
    expect(v.is(walletsRoute.response, { data: [{ id: "w", name: "W" }], count: 0 })).toBe(true);
  });

  it.each([
    ["no name", { id: "w" }],
    ["a numeric id", { id: 1, name: "W" }],
    ["chains not a list", { ...full, chains: ETH }],
    ["a link that is a number", { ...full, mobile_link: 7 }],
  ])("refuses an item with %s", (_label, item) => {
    expect(v.is(walletsRoute.response, { data: [item], count: 1 })).toBe(false);
  });

  it.each([-1, 1.5, "3"])("refuses count %j", (count) => {
    expect(v.is(walletsRoute.response, { data: [], count })).toBe(false);
  });
});

describe("image routes (behaviour §7: path params only, the answer is an image)", () => {
  const routes = [walletImageRoute, assetImageRoute, currencyImageRoute, tokenImageRoute];

  it.each(routes.map((route) => [route.path, route] as const))("%s", (_path, route) => {
    expect(Object.keys(route).sort()).toEqual(["method", "params", "path", "response"]);
    for (const id of ["metamask", ETH, "USD", "usdc", "wallet.v2_x-1"]) {
      expect(readInput(route.params, { id })).toEqual({ ok: true, value: { id } });
    }
    for (const id of ["<script>", "x".repeat(65), "", "-leading", "a/b"]) {
      expect(readInput(route.params, { id })).toMatchObject({
        ok: false,
        field: "id",
        message: `id: '${id.slice(0, 64)}' is not an image id`,
      });
    }
  });

  it("builds each URL path with the id as one segment", () => {
    expect(routePath(walletImageRoute, { id: "metamask" })).toBe("/getWalletImage/metamask");
    expect(routePath(assetImageRoute, { id: ETH })).toBe("/public/getAssetImage/eip155%3A1");
    expect(routePath(currencyImageRoute, { id: "a/b" })).toBe("/public/getCurrencyImage/a%2Fb");
    expect(routePath(tokenImageRoute, { id: "USDC" })).toBe("/public/getTokenImage/USDC");
  });
});

describe("GET /getAnalyticsConfig (behaviour §7)", () => {
  it.each([
    [{ isAnalyticsEnabled: false }, true],
    [{ isAnalyticsEnabled: "yes" }, false],
    [{}, false],
  ])("%j → valid %s", (body, valid) => {
    expect(v.is(analyticsConfigRoute.response, body)).toBe(valid);
  });
});
