import { describe, expect, it } from "vitest";
import type { Connector } from "../adapter/connector.js";
import type { ChainNamespace } from "../types/chain.js";
import {
  chainsForFilter,
  excludedWalletIds,
  nextNamespaceFilter,
  normalizeWalletSearch,
  WALLET_LIST_LIMITS,
  walletsShownElsewhere,
  withoutShownWallets,
} from "./walletListRules.js";

describe("wallet list limits (behaviour §9)", () => {
  it("recommended 4, page 40, search 100 with 300 ms wait, images for the first 20", () => {
    expect(WALLET_LIST_LIMITS).toEqual({
      pageSize: 40,
      recommended: 4,
      searchResults: 100,
      imagesPerPage: 20,
      searchMinWaitMs: 300,
    });
  });
});

describe("search alias (behaviour §9: 'Trust Wallet' treated as 'Trust')", () => {
  it.each([
    ["Trust Wallet", "Trust"],
    ["trust wallet", "Trust"],
    ["  Trust Wallet ", "Trust"],
    ["Trust", "Trust"],
    ["Trust Wallets", "Trust Wallets"],
    [" meta ", "meta"],
  ])("%j → %j", (input, output) => {
    expect(normalizeWalletSearch(input)).toBe(output);
  });
});

const connector = (patch: Partial<Connector>): Connector => ({
  id: "c",
  name: "C",
  chain: "eip155",
  type: "INJECTED",
  ...patch,
});

describe("wallets shown elsewhere (behaviour §4: excludedWallets)", () => {
  it.each([
    ["an injected connector with a registry id", connector({ explorerId: "mm" }), [{ id: "mm" }]],
    [
      "an announced connector by rdns",
      connector({ type: "ANNOUNCED", info: { rdns: "io.x" } }),
      [{ rdns: "io.x" }],
    ],
    [
      "a multi-chain connector with both",
      connector({ type: "MULTI_CHAIN", explorerId: "p", info: { rdns: "app.p" } }),
      [{ id: "p", rdns: "app.p" }],
    ],
    ["walletConnect is not installed", connector({ type: "WALLET_CONNECT", explorerId: "wc" }), []],
    ["auth is not installed", connector({ type: "AUTH", explorerId: "a" }), []],
    ["an injected connector with nothing to match", connector({}), []],
  ])("%s", (_name, c, expected) => {
    expect(
      walletsShownElsewhere({ connectors: [c], recentWalletIds: [], featuredWalletIds: [] }),
    ).toEqual(expected);
  });

  it("adds recent and featured wallets", () => {
    expect(
      walletsShownElsewhere({
        connectors: [],
        recentWalletIds: ["r1"],
        featuredWalletIds: ["f1", "r1"],
      }),
    ).toEqual([{ id: "r1" }, { id: "f1" }, { id: "r1" }]);
  });

  it("ids for the exclude param have no repeats", () => {
    expect(
      excludedWalletIds([{ id: "a" }, { rdns: "x" }, { id: "a" }, { id: "b", rdns: "y" }]),
    ).toEqual(["a", "b"]);
  });

  it("drops excluded ids, excluded rdns, and wallets already shown", () => {
    const wallets = [
      { id: "a", name: "A" },
      { id: "b", name: "B", rdns: "io.b" },
      { id: "c", name: "C" },
      { id: "d", name: "D", rdns: null },
    ];
    const result = withoutShownWallets(
      wallets,
      [{ id: "a" }, { rdns: "io.b" }],
      [{ id: "c", name: "C" }],
    );
    expect(result.map((w) => w.id)).toEqual(["d"]);
  });
});

describe("namespace filter (behaviour §4: when all are on, the filter clears)", () => {
  const all: ChainNamespace[] = ["eip155", "solana", "bip122"];
  it.each<[ChainNamespace[], ChainNamespace[] | undefined]>([
    [["eip155"], ["eip155"]],
    [
      ["eip155", "solana"],
      ["eip155", "solana"],
    ],
    [["eip155", "solana", "bip122"], undefined],
    [["bip122", "solana", "eip155", "eip155"], undefined],
    [[], undefined],
    [["polkadot"], undefined],
    [["solana", "solana"], ["solana"]],
  ])("%j → %j", (selected, filter) => {
    expect(nextNamespaceFilter(selected, all)).toEqual(filter);
  });

  it.each<[ChainNamespace[] | undefined, string[]]>([
    [undefined, ["eip155:1", "eip155:10", "solana:x"]],
    [["eip155"], ["eip155:1", "eip155:10"]],
    [["solana"], ["solana:x"]],
    [["bip122"], []],
  ])("filter %j sends chains %j", (filter, chains) => {
    expect(chainsForFilter(["eip155:1", "eip155:10", "solana:x"], filter)).toEqual(chains);
  });
});
