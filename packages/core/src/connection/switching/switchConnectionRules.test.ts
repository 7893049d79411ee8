import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.js";
import { connectionSwitchChanges, connectionSwitchPlan } from "./switchConnectionRules.js";

describe("switching a connection (behaviour §4)", () => {
  it.each([
    ["active", "reconnect"],
    ["connected", "reconnect"],
    ["disconnected", "ownFlow"],
  ])("status %s → %s", (status, expected) => {
    expect(connectionSwitchPlan(status)).toBe(expected);
  });

  it.each(["connecting", "reconnecting", "", "ACTIVE"])(
    "status %j fails with 'Invalid connection status'",
    (status) => {
      expect(() => connectionSwitchPlan(status)).toThrow(
        expect.objectContaining({
          name: "ConnectionError",
          shortMessage: messages.invalidConnectionStatus,
          code: "INVALID_CONNECTION_STATUS",
        }),
      );
    },
  );

  it.each([
    [
      "same wallet, same account",
      { connectorId: "a", address: "0xA" },
      { connectorId: "a", address: "0xa" },
      false,
      false,
    ],
    [
      "same wallet, other account",
      { connectorId: "a", address: "0xa" },
      { connectorId: "a", address: "0xb" },
      true,
      false,
    ],
    [
      "other wallet, same account",
      { connectorId: "a", address: "0xa" },
      { connectorId: "b", address: "0xa" },
      false,
      true,
    ],
    [
      "other wallet, other account",
      { connectorId: "a", address: "0xa" },
      { connectorId: "b", address: "0xb" },
      true,
      true,
    ],
    ["from nothing", undefined, { connectorId: "b", address: "0xb" }, true, true],
  ])("%s", (_name, before, after, accountChanged, walletChanged) => {
    expect(connectionSwitchChanges(before, after)).toEqual({ accountChanged, walletChanged });
  });
});
