import { describe, expect, it } from "vitest";
import type { Connector } from "../../adapter/connector.js";
import { messages } from "../../errors/messages.js";
import { base, connectionOf, mainnet } from "../../testing/fixtures.js";
import { type AccountState, initialAccountState } from "./accountState.js";
import { accountFromConnection } from "./syncAccountRules.js";

const connector: Connector = {
  id: "io.metamask",
  name: "MetaMask",
  chain: "eip155",
  type: "ANNOUNCED",
  imageUrl: "data:image/svg+xml,",
};
const synced: AccountState = {
  ...initialAccountState("eip155"),
  caipAddress: "eip155:1:0xaaaa",
  address: "0xaaaa",
  balance: "2",
  balanceSymbol: "ETH",
  profileName: "alice",
  status: "connected",
};

describe("syncing the account from a connection (behaviour §3, §4)", () => {
  it("names the wallet a relaying connector reaches (a WalletConnect peer), not the connector", () => {
    const walletConnect: Connector = {
      id: "walletConnect",
      name: "WalletConnect",
      chain: "eip155",
      type: "WALLET_CONNECT",
    };
    const account = accountFromConnection(
      initialAccountState("eip155"),
      { ...connectionOf("walletConnect", "0xaaaa"), wallet: { name: "Rainbow" } },
      walletConnect,
    );
    expect(account.connectedWalletInfo).toEqual({ name: "Rainbow", type: "WALLET_CONNECT" });
  });

  it("takes the first account on the connection's network", () => {
    const account = accountFromConnection(
      initialAccountState("eip155"),
      connectionOf("io.metamask", "0xaaaa"),
      connector,
    );
    expect(account).toMatchObject({
      caipAddress: "eip155:1:0xaaaa",
      address: "0xaaaa",
      status: "connected",
      preferredAccountType: "eoa",
      connectedWalletInfo: { name: "MetaMask", icon: "data:image/svg+xml,", type: "ANNOUNCED" },
    });
  });

  it.each([
    ["same address and network keeps balance and profile", "0xAAAA", mainnet, "2", "alice"],
    ["another network drops the balance, keeps the profile", "0xaaaa", base, undefined, "alice"],
    ["another address drops balance and profile", "0xbbbb", mainnet, undefined, undefined],
  ])("%s", (_name, address, network, balance, profileName) => {
    const connection = { ...connectionOf("a", address), caipNetwork: network };
    const account = accountFromConnection(synced, connection);
    expect(account.balance).toBe(balance);
    expect(account.profileName).toBe(profileName);
  });

  it("a connection without accounts fails with 'Failed to connect'", () => {
    expect(() =>
      accountFromConnection(initialAccountState("eip155"), { ...connectionOf("a"), accounts: [] }),
    ).toThrow(
      expect.objectContaining({ shortMessage: messages.failedToConnect, code: "NO_ACCOUNTS" }),
    );
  });
});
