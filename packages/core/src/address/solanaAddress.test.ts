import { describe, expect, it } from "vitest";
import { isSolanaAddress } from "./solanaAddress.js";

describe("Solana address (behaviour §5)", () => {
  it.each<[unknown, boolean]>([
    ["9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM", true],
    ["11111111111111111111111111111111", true],
    ["1".repeat(44), true],
    ["1".repeat(31), false],
    ["1".repeat(45), false],
    ["9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWW0", false],
    ["9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWO", false],
    ["9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWI", false],
    ["9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWl", false],
    ["0xde709f2102306220921060314715629080e2fb77", false],
    ["", false],
    [null, false],
  ])("%j → %s", (value, expected) => {
    expect(isSolanaAddress(value)).toBe(expected);
  });
});
