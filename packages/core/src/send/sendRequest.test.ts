import { describe, expect, it } from "vitest";
import { encodeErc20Transfer } from "./erc20Transfer.js";
import { buildSendTransaction, tokenContractAddress } from "./sendRequest.js";

const RECEIVER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const USDC = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const native = { quantity: { decimals: "18", numeric: "2" } };
const token = { address: `eip155:31337:${USDC}`, quantity: { decimals: "6", numeric: "100" } };

describe("buildSendTransaction", () => {
  it("sends the native token as the value to the receiver", () => {
    expect(buildSendTransaction(native, "0.01", RECEIVER)).toEqual({
      to: RECEIVER,
      value: 10_000_000_000_000_000n,
    });
  });

  it("sends an ERC-20 as transfer(receiver, amount) to the token contract, no value", () => {
    expect(buildSendTransaction(token, "5", RECEIVER)).toEqual({
      to: USDC,
      value: 0n,
      data: encodeErc20Transfer(RECEIVER, 5_000_000n),
    });
  });

  it("reads the contract from a CAIP-10 id or a bare address", () => {
    expect(tokenContractAddress(token)).toBe(USDC);
    expect(tokenContractAddress({ address: USDC })).toBe(USDC);
    expect(tokenContractAddress({})).toBeUndefined();
  });

  it("refuses an amount the token's decimals can't hold", () => {
    expect(() => buildSendTransaction(token, "0.0000001", RECEIVER)).toThrow("Invalid number");
  });
});
