import type { WalletStoreState } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { needsNextPage, showsWalletImage, toggleNamespace } from "./walletListRules.js";

const state = (patch: Partial<WalletStoreState>): WalletStoreState => ({
  page: 1,
  count: 100,
  featured: [],
  recommended: [],
  wallets: Array.from({ length: 40 }, (_, i) => ({ id: `w${i}`, name: `W${i}` })),
  search: [],
  excludedWallets: [],
  namespaceFilter: undefined,
  ...patch,
});

describe("All wallets rules (behaviour §9)", () => {
  it.each([
    [0, true],
    [19, true],
    [20, false],
    [39, false],
    [40, true],
    [59, true],
    [60, false],
  ])("row %s shows its image: %s", (index, expected) => {
    expect(showsWalletImage(index)).toBe(expected);
  });

  it("loads the next page near the end while more exist", () => {
    expect(needsNextPage(state({}), 10)).toBe(false);
    expect(needsNextPage(state({}), 32)).toBe(true);
    expect(needsNextPage(state({ count: 40 }), 39)).toBe(false);
  });

  it("toggling a chip with no filter turns that namespace off", () => {
    expect(toggleNamespace(undefined, ["eip155", "solana"], "solana")).toEqual(["eip155"]);
    expect(toggleNamespace(["eip155"], ["eip155", "solana"], "solana")).toEqual([
      "eip155",
      "solana",
    ]);
  });
});
