import { describe, expect, it } from "vitest";
import type { AccountStatus } from "../account/accountState.js";
import { type ConnectionStatusEvent, nextConnectionStatus } from "./connectionStatusRules.js";

describe("connection status (behaviour §4)", () => {
  it.each<[AccountStatus, ConnectionStatusEvent, AccountStatus]>([
    ["disconnected", "connectStarted", "connecting"],
    ["connecting", "synced", "connected"],
    ["connecting", "syncFailed", "disconnected"],
    ["disconnected", "reconnectStarted", "reconnecting"],
    ["reconnecting", "synced", "connected"],
    ["reconnecting", "syncFailed", "disconnected"],
    ["connected", "syncFailed", "disconnected"],
    ["connected", "disconnected", "disconnected"],
    ["connected", "connectStarted", "connected"],
    ["connected", "reconnectStarted", "connected"],
    ["connecting", "attemptFailed", "disconnected"],
    ["reconnecting", "attemptFailed", "disconnected"],
    ["connected", "attemptFailed", "connected"],
  ])("%s + %s → %s", (status, event, expected) => {
    expect(nextConnectionStatus(status, event)).toBe(expected);
  });
});
