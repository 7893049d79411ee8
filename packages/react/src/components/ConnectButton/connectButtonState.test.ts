import { describe, expect, it } from "vitest";
import { displayAccount, displayBalance } from "./connectButtonState.js";

const address = "0x1234567890abcdef1234567890abcdef12abcdef";

describe("connect button display (SPEC §9)", () => {
  it("truncates the address 4…6 and shows the balance with 3 decimals", () => {
    expect(displayAccount({ address, balance: "1.5", balanceSymbol: "ETH" })).toEqual({
      address,
      displayAddress: "0x1234…abcdef",
      displayName: "0x1234…abcdef",
      displayBalance: "1.500 ETH",
    });
  });

  it("prefers the profile name", () => {
    expect(displayAccount({ address, profileName: "alice.eth" }).displayName).toBe("alice.eth");
  });

  it.each([
    [undefined, undefined],
    ["not a number", undefined],
    ["2", "2.000"],
  ])("balance %s → %s without symbol", (balance, expected) => {
    expect(displayBalance(balance, undefined)).toBe(expected);
  });
});
