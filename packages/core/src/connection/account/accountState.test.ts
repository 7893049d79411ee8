import { describe, expect, it } from "vitest";
import {
  type AccountState,
  disconnectedAccount,
  initialAccountState,
  resetAccount,
} from "./accountState.js";

const connected: AccountState = {
  caipAddress: "eip155:1:0xabc",
  address: "0xabc",
  balance: "1.5",
  balanceSymbol: "ETH",
  profileName: "alice.foyer",
  profileImage: "https://img",
  user: { email: "a@b.c", username: "alice" },
  tokenBalance: [
    {
      name: "USD Coin",
      symbol: "USDC",
      chainId: "eip155:1",
      address: "0xusdc",
      value: 1,
      price: 1,
      quantity: { decimals: "6", numeric: "1" },
      iconUrl: "",
    },
  ],
  status: "connected",
  preferredAccountType: "smartAccount",
  smartAccountDeployed: true,
  socialProvider: "google",
  addressLabels: { "0xabc": "Main" },
  connectedWalletInfo: { name: "MetaMask" },
};

describe("reset account (behaviour §4)", () => {
  const reset = resetAccount(connected);

  it.each([
    "caipAddress",
    "address",
    "balance",
    "balanceSymbol",
    "profileName",
    "profileImage",
  ] as const)("clears %s", (field) => {
    expect(reset[field]).toBeUndefined();
  });

  it("clears tokens and sets status disconnected", () => {
    expect(reset.tokenBalance).toEqual([]);
    expect(reset.status).toBe("disconnected");
    expect(reset.smartAccountDeployed).toBe(false);
  });

  it("keeps preferences that outlive the session", () => {
    expect(reset.preferredAccountType).toBe("smartAccount");
    expect(reset.addressLabels).toEqual({ "0xabc": "Main" });
  });
});

describe("disconnect clears account, user and wallet info (behaviour §4)", () => {
  const after = disconnectedAccount(connected);
  it.each(["address", "user", "socialProvider", "connectedWalletInfo"] as const)(
    "clears %s",
    (field) => {
      expect(after[field]).toBeUndefined();
    },
  );
  it("is disconnected", () => {
    expect(after.status).toBe("disconnected");
  });
});

describe("initial account (behaviour §3)", () => {
  it.each([
    ["eip155", "smartAccount"],
    ["bip122", "payment"],
    ["solana", "eoa"],
  ] as const)("%s starts disconnected, no tokens, default account type %s", (namespace, type) => {
    expect(initialAccountState(namespace)).toMatchObject({
      status: "disconnected",
      tokenBalance: [],
      preferredAccountType: type,
    });
  });
});
