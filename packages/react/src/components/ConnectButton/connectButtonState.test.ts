import { describe, expect, it } from "vitest";
import { displayAccount, displayBalance } from "./connectButtonState.js";

const address = "0x1234567890abcdef1234567890abcdef12abcdef";

describe("connect button display (behaviour §9)", () => {
  it("truncates the address 4…6 and shows the balance with 3 decimals", () => {
    expect(displayAccount({ address, balance: "1.5", balanceSymbol: "ETH" })).toEqual({
      address,
      displayAddress: "0x1234…abcdef",
      displayName: "0x1234…abcdef",
      displayImage: undefined,
      displayBalance: "1.500 ETH",
    });
  });

  it("prefers the profile name, with its avatar when it has one", () => {
    const named = displayAccount({
      address,
      profileName: "alice.foyer.id",
      profileImage: "https://a",
    });
    expect(named.displayName).toBe("alice.foyer.id");
    expect(named.displayImage).toBe("https://a");
  });

  it.each([
    [undefined, undefined],
    ["not a number", undefined],
    ["2", "2.000"],
  ])("balance %s → %s without symbol", (balance, expected) => {
    expect(displayBalance(balance, undefined)).toBe(expected);
  });
});
