import { keccak_256 } from "@noble/hashes/sha3";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";
import { describe, expect, it } from "vitest";
import { ERC20_TRANSFER_SELECTOR, encodeErc20Transfer } from "./erc20Transfer.js";

const RECEIVER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("encodeErc20Transfer", () => {
  it("uses the transfer(address,uint256) selector", () => {
    const hash = bytesToHex(keccak_256(utf8ToBytes("transfer(address,uint256)")));
    expect(ERC20_TRANSFER_SELECTOR).toBe(`0x${hash.slice(0, 8)}`);
  });

  it("encodes the receiver and amount as two 32-byte words", () => {
    expect(encodeErc20Transfer(RECEIVER, 5_000_000n)).toBe(
      "0xa9059cbb" +
        "00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8" +
        "00000000000000000000000000000000000000000000000000000000004c4b40",
    );
  });

  it("encodes zero and the largest uint256", () => {
    expect(encodeErc20Transfer(RECEIVER, 0n).slice(-64)).toBe("0".repeat(64));
    expect(encodeErc20Transfer(RECEIVER, (1n << 256n) - 1n).slice(-64)).toBe("f".repeat(64));
  });

  it.each([
    ["a short address", "0x1234", 1n],
    ["a negative amount", RECEIVER, -1n],
    ["an amount over uint256", RECEIVER, 1n << 256n],
  ])("refuses %s", (_name, to, amount) => {
    expect(() => encodeErc20Transfer(to, amount)).toThrow();
  });
});
