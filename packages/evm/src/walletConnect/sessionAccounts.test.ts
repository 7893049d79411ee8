import { describe, expect, it } from "vitest";
import { pickChainId, proposalChains, sessionGrant } from "./sessionAccounts.js";

const A = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const B = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("sessionGrant", () => {
  it("collects each address once and each chain once, in the wallet's order", () => {
    expect(
      sessionGrant([
        `eip155:10:${A}`,
        `eip155:1:${A}`,
        `eip155:1:${B}`,
        `eip155:10:${A.toLowerCase()}`,
      ]),
    ).toEqual({ accounts: [A, B], chainIds: [10, 1] });
  });

  it("skips other namespaces and malformed entries", () => {
    expect(sessionGrant(["solana:abc:xyz", "eip155:x:0x1", "eip155:1", `eip155:1:${A}`])).toEqual({
      accounts: [A],
      chainIds: [1],
    });
  });
});

describe("pickChainId", () => {
  it("keeps the wanted chain when granted, else takes the wallet's first", () => {
    expect(pickChainId([1, 10], 10)).toBe(10);
    expect(pickChainId([1, 10], 137)).toBe(1);
    expect(pickChainId([], 1)).toBeUndefined();
  });
});

describe("proposalChains", () => {
  it("puts the wanted chain first", () => {
    expect(proposalChains([1, 10, 137], 10)).toEqual(["eip155:10", "eip155:1", "eip155:137"]);
    expect(proposalChains([1, 10], 5)).toEqual(["eip155:1", "eip155:10"]);
  });
});
