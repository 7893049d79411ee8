import { describe, expect, it } from "vitest";
import { connectionOf } from "../testing/fixtures.js";
import { activeConnection, initialConnectionState, rememberConnection } from "./connectionState.js";

describe("connection state (behaviour §3)", () => {
  it("starts disconnected, empty, not buffering, no error", () => {
    expect(initialConnectionState()).toEqual({
      status: "disconnected",
      connections: {},
      recentConnections: {},
      recentWallets: [],
      buffering: false,
      wcError: false,
    });
  });

  it("finds the active connection of a namespace", () => {
    const a = connectionOf("a");
    const b = connectionOf("b");
    const state = {
      ...initialConnectionState(),
      connections: { eip155: { connections: [a, b], activeConnectorId: "b" } },
    };
    expect(activeConnection(state, "eip155")).toBe(b);
    expect(activeConnection(state, "solana")).toBeUndefined();
  });

  it("remembers ended connections newest first, one per connector", () => {
    const a1 = connectionOf("a", "0x1");
    const b = connectionOf("b");
    const a2 = connectionOf("a", "0x2");
    expect(rememberConnection([b, a1], a2)).toEqual([a2, b]);
  });
});
