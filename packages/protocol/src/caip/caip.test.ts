import { describe, expect, it } from "vitest";
import {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from "./caip.js";

describe("CAIP-2 (behaviour §5: exactly two colon parts)", () => {
  it.each([
    ["eip155:1", { namespace: "eip155", reference: "1" }],
    [
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      { namespace: "solana", reference: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" },
    ],
    ["eip155", undefined],
    ["eip155:", undefined],
    [":1", undefined],
    ["eip155:1:0xab", undefined],
    ["", undefined],
    [1, undefined],
    [null, undefined],
  ])("%j", (id, expected) => {
    expect(parseCaipNetworkId(id)).toEqual(expected);
    expect(isCaipNetworkId(id)).toBe(expected !== undefined);
  });
});

describe("CAIP-10 (behaviour §5: exactly three colon parts)", () => {
  it.each([
    ["eip155:1:0xab", { namespace: "eip155", reference: "1", address: "0xab" }],
    ["eip155:1", undefined],
    ["eip155:1:", undefined],
    ["eip155::0xab", undefined],
    ["a:b:c:d", undefined],
    [undefined, undefined],
  ])("%j", (id, expected) => {
    expect(parseCaipAddress(id)).toEqual(expected);
    expect(isCaipAddress(id)).toBe(expected !== undefined);
  });
});

describe("formatting", () => {
  it("joins the parts", () => {
    expect(formatCaipNetworkId("eip155", 31337)).toBe("eip155:31337");
    expect(formatCaipAddress("eip155:1", "0xab")).toBe("eip155:1:0xab");
  });
});
