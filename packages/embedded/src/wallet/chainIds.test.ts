import { describe, expect, it } from "vitest";
import { evmChainNumber, toHexChainId } from "./chainIds.js";

describe("evmChainNumber", () => {
  it.each([
    [1, 1],
    ["eip155:8453", 8453],
    ["31337", 31337],
    ["0x7a69", 31337],
    ["eip155:0x1", 1],
    ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", undefined],
    ["5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", undefined],
    [1.5, undefined],
    ["", undefined],
  ] as const)("%j → %j", (input, expected) => {
    expect(evmChainNumber(input)).toBe(expected);
  });

  it("formats hex chain ids the EIP-1193 way", () => {
    expect(toHexChainId(31337)).toBe("0x7a69");
    expect(toHexChainId(1)).toBe("0x1");
  });
});
