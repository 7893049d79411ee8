import { describe, expect, it } from "vitest";
import { addRecentWallet, MAX_RECENT_WALLETS, type RecentWallet } from "./recentWalletsRules.js";

const w = (id: string): RecentWallet => ({ id, name: id.toUpperCase() });

describe("recent wallets (behaviour §4, §9 max 2)", () => {
  it.each<[string, RecentWallet[], RecentWallet, RecentWallet[]]>([
    ["first wallet", [], w("a"), [w("a")]],
    ["newest first", [w("a")], w("b"), [w("b"), w("a")]],
    ["capped at 2", [w("b"), w("a")], w("c"), [w("c"), w("b")]],
    ["a repeat moves to the front without duplicating", [w("b"), w("a")], w("a"), [w("a"), w("b")]],
  ])("%s", (_name, list, wallet, expected) => {
    expect(addRecentWallet(list, wallet)).toEqual(expected);
  });
  it("the cap is 2", () => {
    expect(MAX_RECENT_WALLETS).toBe(2);
  });
});
