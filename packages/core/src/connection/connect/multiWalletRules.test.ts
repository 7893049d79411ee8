import { describe, expect, it } from "vitest";
import { ALERTS } from "../../errors/alerts.js";
import { connectionOf } from "../../testing/fixtures.js";
import {
  addWalletAlert,
  connectorsForAdding,
  offeredWhenAdding,
  secondWalletAlert,
} from "./multiWalletRules.js";

describe("adding a wallet with multi-wallet off (behaviour §3 multiWallet, §8 info alert)", () => {
  const one = { connections: [connectionOf("metamask")], activeConnectorId: "metamask" };
  it.each([
    ["first wallet, multi-wallet off", undefined, false, undefined],
    ["empty namespace, multi-wallet off", { connections: [] }, false, undefined],
    ["second wallet, multi-wallet off", one, false, ALERTS.MULTI_WALLET_NOT_ENABLED],
    ["second wallet, multi-wallet on", one, true, undefined],
  ])("%s", (_name, state, multiWallet, expected) => {
    expect(addWalletAlert(state, { multiWallet })).toBe(expected);
  });

  it("the alert is the info one", () => {
    expect(ALERTS.MULTI_WALLET_NOT_ENABLED.type).toBe("info");
  });
});

describe("a connection meeting the namespace's wallets (multi-wallet off)", () => {
  const one = { connections: [connectionOf("metamask")], activeConnectorId: "metamask" };
  it.each([
    ["the same wallet again", one, false, "metamask", undefined],
    ["another wallet", one, false, "rabby", ALERTS.MULTI_WALLET_NOT_ENABLED],
    ["another wallet, multi-wallet on", one, true, "rabby", undefined],
    ["the first wallet", undefined, false, "rabby", undefined],
  ])("%s", (_name, state, multiWallet, connectorId, expected) => {
    expect(secondWalletAlert(state, { multiWallet }, connectorId)).toBe(expected);
  });
});

describe("adding a wallet to one namespace", () => {
  const evmSide = { id: "tw", chain: "eip155" as const };
  const solanaSide = { id: "tw", chain: "solana" as const };
  const phantom = { id: "phantom", explorerId: "ph-registry", chain: "solana" as const };

  it.each([
    ["no namespace: unchanged", [solanaSide, evmSide], undefined, [solanaSide, evmSide]],
    ["eip155 first", [solanaSide, evmSide], "eip155", [evmSide, solanaSide]],
    [
      "solana first, stable",
      [evmSide, phantom, solanaSide],
      "solana",
      [phantom, solanaSide, evmSide],
    ],
  ] as const)("connector order, %s", (_name, connectors, namespace, expected) => {
    expect(connectorsForAdding(connectors, namespace)).toEqual(expected);
  });

  const connectors = [evmSide, solanaSide, phantom];
  it.each([
    ["no namespace", { chain: "solana" as const, ids: ["phantom"] }, undefined, true],
    ["a registry row (no namespace)", { ids: ["metamask"] }, "eip155", true],
    ["a row of that namespace", { chain: "eip155" as const, ids: ["tw"] }, "eip155", true],
    [
      "another namespace's row of a wallet in both",
      { chain: "solana" as const, ids: ["tw"] },
      "eip155",
      true,
    ],
    [
      "another namespace's wallet",
      { chain: "solana" as const, ids: ["phantom", "ph-registry"] },
      "eip155",
      false,
    ],
    [
      "another namespace's wallet, by registry id",
      { chain: "eip155" as const, ids: ["ph-registry"] },
      "solana",
      true,
    ],
  ] as const)("row offered: %s", (_name, row, namespace, expected) => {
    expect(offeredWhenAdding(row, connectors, namespace)).toBe(expected);
  });
});
