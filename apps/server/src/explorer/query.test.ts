import {
  DEFAULT_WALLET_ENTRIES,
  readInput,
  type WalletsQuery,
  walletsRoute,
} from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { queryWallets, toListing } from "./query.js";
import { SEED_WALLETS } from "./seedWallets.js";
import type { WalletEntry } from "./types.js";

const ETH = "eip155:1";
const BASE = "eip155:8453";
const SOL = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp";
const BTC = "bip122:000000000019d6689c085ae165831e93";

function entry(id: string, order: number, overrides: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id,
    name: id[0]?.toUpperCase() + id.slice(1),
    rdns: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: `https://${id}.example`,
    chains: [ETH],
    badge_type: "none",
    order,
    color: "#123456",
    ...overrides,
  };
}

// Deliberately out of order: the query must sort by `order`.
const FIXTURE: readonly WalletEntry[] = [
  entry("gamma", 3, { chains: [SOL], badge_type: "certified", rdns: "com.gamma.wallet" }),
  entry("alpha", 1, { chains: [ETH, BASE], badge_type: "certified", rdns: "io.alpha" }),
  entry("delta", 4, { chains: [BTC], name: "Delta Wallet" }),
  entry("beta", 2, { chains: [ETH, SOL] }),
  entry("epsilon", 5, { chains: [BASE], name: "Epsilon" }),
];

/** The query as the route reads it (the parameter rules are tested with the route, in protocol). */
function query(raw: Record<string, string>): WalletsQuery {
  const read = readInput(walletsRoute.query, raw);
  if (!read.ok) throw new TypeError(`unexpected invalid query: ${read.message}`);
  return read.value;
}

describe("queryWallets", () => {
  it.each([
    ["no params: all, by order", {}, ["alpha", "beta", "gamma", "delta", "epsilon"], 5],
    ["page 1 of 2", { entries: "2" }, ["alpha", "beta"], 5],
    ["page 2 of 2", { entries: "2", page: "2" }, ["gamma", "delta"], 5],
    ["last partial page", { entries: "2", page: "3" }, ["epsilon"], 5],
    ["page past the end", { entries: "2", page: "9" }, [], 5],
    ["search on name, any case", { search: "DELTA W" }, ["delta"], 1],
    ["search spans name and rdns", { search: "wallet" }, ["gamma", "delta"], 2],
    ["search on id", { search: "eps" }, ["epsilon"], 1],
    ["search on rdns", { search: "com.gamma" }, ["gamma"], 1],
    ["search is trimmed", { search: "  alpha " }, ["alpha"], 1],
    [
      "blank search = no filter",
      { search: "  " },
      ["alpha", "beta", "gamma", "delta", "epsilon"],
      5,
    ],
    ["badge certified", { badge_type: "certified" }, ["alpha", "gamma"], 2],
    ["badge none", { badge_type: "none" }, ["beta", "delta", "epsilon"], 3],
    ["include keeps order, not list order", { include: "delta,alpha" }, ["alpha", "delta"], 2],
    ["include ignores unknown ids", { include: "alpha,nope" }, ["alpha"], 1],
    [
      "empty include = no filter",
      { include: "" },
      ["alpha", "beta", "gamma", "delta", "epsilon"],
      5,
    ],
    ["exclude", { exclude: "alpha, beta" }, ["gamma", "delta", "epsilon"], 3],
    ["include then exclude", { include: "alpha,beta", exclude: "beta" }, ["alpha"], 1],
    ["chains: any match", { chains: `${SOL},${BTC}` }, ["beta", "gamma", "delta"], 3],
    [
      "chains: an EVM chain matches every EVM wallet",
      { chains: BASE },
      ["alpha", "beta", "epsilon"],
      3,
    ],
    [
      "chains: an unlisted EVM chain (devnet)",
      { chains: "eip155:31337" },
      ["alpha", "beta", "epsilon"],
      3,
    ],
    ["chains: none supported", { chains: "solana:unknown" }, [], 0],
    [
      "filters combine",
      { chains: ETH, badge_type: "none", search: "a", entries: "1" },
      ["beta"],
      1,
    ],
    ["count is before paging", { chains: ETH, entries: "1", page: "2" }, ["beta"], 3],
  ])("%s", (_label, raw, expected, count) => {
    const result = queryWallets(FIXTURE, query(raw));
    expect(result.data.map((wallet) => wallet.id)).toEqual(expected);
    expect(result.count).toBe(count);
  });

  it("breaks equal ranks by name so paging is stable", () => {
    const tied = [entry("zed", 1), entry("amy", 1), entry("max", 1)];
    const result = queryWallets(tied, query({}));
    expect(result.data.map((wallet) => wallet.id)).toEqual(["amy", "max", "zed"]);
  });

  it("serves the listing shape: image_id added, order and color withheld", () => {
    const [first] = queryWallets(FIXTURE, query({ entries: "1" })).data;
    expect(first).toEqual({
      id: "alpha",
      name: "Alpha",
      image_id: "alpha",
      rdns: "io.alpha",
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      homepage: "https://alpha.example",
      chains: [ETH, BASE],
      badge_type: "certified",
    });
    expect(Object.keys(toListing(FIXTURE[0]!))).not.toContain("order");
  });

  it("pages the seed list 40 at a time by default", () => {
    const first = queryWallets(SEED_WALLETS, query({}));
    expect(first.count).toBe(SEED_WALLETS.length);
    expect(first.data).toHaveLength(Math.min(DEFAULT_WALLET_ENTRIES, SEED_WALLETS.length));
    expect(first.data[0]?.id).toBe("metamask");
    const second = queryWallets(SEED_WALLETS, query({ page: "2" }));
    expect(second.data.map((w) => w.id)).toEqual(
      [...SEED_WALLETS]
        .sort((a, b) => a.order - b.order)
        .slice(DEFAULT_WALLET_ENTRIES)
        .map((w) => w.id),
    );
  });

  it("finds Trust Wallet by its full name (the 'Trust' alias is client-side)", () => {
    const result = queryWallets(SEED_WALLETS, query({ search: "trust wallet" }));
    expect(result.data.map((w) => w.id)).toEqual(["trust"]);
  });
});
