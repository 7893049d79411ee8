import { describe, expect, it } from "vitest";
import type { ChainNamespace } from "../types/chain.js";
import { usesOneClickAuth } from "./oneClickAuth.js";

describe("WalletConnect one-click auth route (behaviour §5)", () => {
  it.each<[ChainNamespace[], boolean]>([
    [["eip155"], true],
    [["eip155", "eip155"], true],
    [["solana"], false],
    [["eip155", "solana"], false],
    [[], false],
  ])("%j → %s", (namespaces, expected) => {
    expect(usesOneClickAuth(namespaces)).toBe(expected);
  });
});
