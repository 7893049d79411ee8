import { describe, expect, it } from "vitest";
import { base, connectionOf } from "../testing/fixtures.js";
import type { ChainNamespace } from "../types/chain.js";
import {
  applyLifecycleEvent,
  type LifecycleOptions,
  type NamespaceConnections,
} from "./lifecycleRules.js";

const a = connectionOf("a", "0xa");
const b = connectionOf("b", "0xb");
const evm: LifecycleOptions = { namespace: "eip155", disconnectOnEmptyAccounts: true };
const two: NamespaceConnections = { connections: [a, b], activeConnectorId: "a" };
const one: NamespaceConnections = { connections: [a], activeConnectorId: "a" };

describe("connection lifecycle events (behaviour §4)", () => {
  it("connected adds the connection first and makes it active", () => {
    const result = applyLifecycleEvent(one, { type: "connected", connection: b }, evm);
    expect(result.state).toEqual({ connections: [b, a], activeConnectorId: "b" });
    expect(result.allDisconnected).toBe(false);
  });

  it("connected again replaces the connector's old connection", () => {
    const again = connectionOf("a", "0xnew");
    const result = applyLifecycleEvent(two, { type: "connected", connection: again }, evm);
    expect(result.state.connections).toEqual([again, b]);
  });

  it.each([
    ["beside an active one: added last, the active one stays", one, [a, b], "a"],
    ["into an empty namespace: it becomes active", { connections: [] }, [b], "b"],
    [
      "again: replaces its old entry, the active one stays",
      { connections: [b, a], activeConnectorId: "a" },
      [a, b],
      "a",
    ],
  ])("restored %s", (_name, before: NamespaceConnections, connections, activeConnectorId) => {
    const result = applyLifecycleEvent(before, { type: "restored", connection: b }, evm);
    expect(result.state).toEqual({ connections, activeConnectorId });
    expect(result.allDisconnected).toBe(false);
  });

  it("accounts changed updates that connection's accounts", () => {
    const accounts = [{ address: "0xc", type: "eoa" as const }];
    const result = applyLifecycleEvent(
      two,
      { type: "accountsChanged", connectorId: "a", accounts },
      evm,
    );
    expect(result.state.connections[0]?.accounts).toEqual(accounts);
    expect(result.state.connections[1]).toBe(b);
  });

  it.each([
    ["allowed → the connection is removed", true, [], true],
    ["not allowed → nothing changes", false, [a], false],
  ])("accounts changed to an empty list, %s", (_name, allowed, remaining, allDisconnected) => {
    const result = applyLifecycleEvent(
      one,
      { type: "accountsChanged", connectorId: "a", accounts: [] },
      { ...evm, disconnectOnEmptyAccounts: allowed },
    );
    expect(result.state.connections).toEqual(remaining);
    expect(result.allDisconnected).toBe(allDisconnected);
  });

  it("chain changed moves that connection to the network", () => {
    const result = applyLifecycleEvent(
      two,
      { type: "chainChanged", connectorId: "b", caipNetwork: base },
      evm,
    );
    expect(result.state.connections[1]?.caipNetwork).toBe(base);
    expect(result.state.connections[0]?.caipNetwork).toBe(a.caipNetwork);
  });

  it("disconnecting the last connection fires the disconnect event", () => {
    const result = applyLifecycleEvent(one, { type: "disconnected", connectorId: "a" }, evm);
    expect(result).toEqual({
      state: { connections: [], activeConnectorId: undefined },
      allDisconnected: true,
    });
  });

  it.each<[ChainNamespace, string | undefined]>([
    ["eip155", "b"],
    ["solana", undefined],
  ])("the active %s connector disconnects → active becomes %s", (namespace, expected) => {
    const result = applyLifecycleEvent(
      two,
      { type: "disconnected", connectorId: "a" },
      { ...evm, namespace },
    );
    expect(result.state.activeConnectorId).toBe(expected);
    expect(result.allDisconnected).toBe(false);
  });

  it("an inactive connector disconnecting keeps the active one", () => {
    const result = applyLifecycleEvent(two, { type: "disconnected", connectorId: "b" }, evm);
    expect(result.state).toEqual({ connections: [a], activeConnectorId: "a" });
  });

  it("an unknown connector disconnecting changes nothing and fires nothing", () => {
    const empty: NamespaceConnections = { connections: [] };
    const result = applyLifecycleEvent(empty, { type: "disconnected", connectorId: "x" }, evm);
    expect(result).toEqual({ state: empty, allDisconnected: false });
  });
});
