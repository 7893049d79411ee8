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

describe("buildSendTransaction on solana (behaviour §9 send, §5 Solana address)", () => {
  const SOL_RECEIVER = "FpP1nYmyUWn1QSJufy7ErJ8xAHdWkdS3ZHDbMA9r4Vzi";
  const MINT = "FdnNR692SVAEfBxx34o5iKmrWFVwN7mzMqW5qVrtkMLG";
  const sol = { quantity: { decimals: "9", numeric: "2" } };
  const usdc = {
    address: `solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV:${MINT}`,
    quantity: { decimals: "6", numeric: "100" },
  };

  it.each([
    ["SOL as lamports to the receiver", sol, "0.5", { to: SOL_RECEIVER, value: 500_000_000n }],
    [
      "an SPL token by its mint, in the token's units",
      usdc,
      "2.5",
      { to: SOL_RECEIVER, value: 2_500_000n, token: { address: MINT, decimals: 6 } },
    ],
  ])("sends %s", (_name, item, amount, expected) => {
    expect(buildSendTransaction(item, amount, SOL_RECEIVER, "solana")).toEqual(expected);
  });

  it.each([
    ["an EVM address", RECEIVER],
    ["too short a key", "FpP1nYmyUWn1QSJ"],
    ["a character base58 lacks", "0pP1nYmyUWn1QSJufy7ErJ8xAHdWkdS3ZHDbMA9r4Vzi"],
  ])("refuses %s as the receiver", (_name, receiver) => {
    expect(() => buildSendTransaction(sol, "1", receiver, "solana")).toThrow("Address is invalid");
  });
});

describe("buildSendTransaction on bip122 (Bitcoin send)", () => {
  const btc = { quantity: { decimals: "8", numeric: "3" } };

  it("sends BTC as sats to the receiver", () => {
    expect(
      buildSendTransaction(btc, "1.5", "bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk", "bip122"),
    ).toEqual({ to: "bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk", value: 150_000_000n });
  });

  it.each([
    ["an EVM address", RECEIVER],
    ["a Solana key", "FpP1nYmyUWn1QSJufy7ErJ8xAHdWkdS3ZHDbMA9r4Vzi"],
    [
      "a bech32 address with a character bech32 lacks",
      "bcrt1qb1bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
    ],
  ])("refuses %s as the receiver", (_name, receiver) => {
    expect(() => buildSendTransaction(btc, "1", receiver, "bip122")).toThrow("Address is invalid");
  });
});
