import { describe, expect, it } from "vitest";
import type { Connector } from "../adapter/connector.js";
import { viewForWalletChoice } from "./walletChoice.js";

const injected: Connector = {
  id: "io.metamask",
  name: "MetaMask",
  chain: "eip155",
  type: "ANNOUNCED",
  explorerId: "c57ca95b",
  info: { rdns: "io.metamask" },
};
const byRdnsOnly: Connector = {
  id: "injected-rabby",
  name: "Rabby",
  chain: "eip155",
  type: "INJECTED",
  info: { rdns: "io.rabby" },
};

describe("choosing a wallet (behaviour §2)", () => {
  it.each([
    [
      "registry id matches a connector's explorerId",
      { id: "c57ca95b", name: "MetaMask" },
      injected,
    ],
    ["rdns matches a connector", { id: "18388be9", name: "Rabby", rdns: "io.rabby" }, byRdnsOnly],
    ["wallet id is a connector id", { id: "io.metamask", name: "MetaMask" }, injected],
  ])("known connector (%s) opens ConnectingExternal", (_name, wallet, connector) => {
    expect(viewForWalletChoice(wallet, [injected, byRdnsOnly])).toEqual({
      view: "ConnectingExternal",
      params: { connector },
    });
  });

  it.each([
    ["no connector at all", []],
    ["no matching connector", [injected, byRdnsOnly]],
  ])("unknown wallet (%s) opens ConnectingWalletConnect", (_name, connectors) => {
    const wallet = { id: "4622a2b2", name: "Trust", rdns: "com.trustwallet.app" };
    expect(viewForWalletChoice(wallet, connectors)).toEqual({
      view: "ConnectingWalletConnect",
      params: { wallet },
    });
  });
});
