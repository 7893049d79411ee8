import { describe, expect, it } from "vitest";
import { reconnectFirst, reconnectOrder } from "./reconnectRules.js";

describe("reconnect order (behaviour §4)", () => {
  it.each([
    [
      "most recently used first",
      [
        { connectorId: "a", lastUsedAt: 1 },
        { connectorId: "b", lastUsedAt: 3 },
        { connectorId: "c", lastUsedAt: 2 },
      ],
      [],
      ["b", "c", "a"],
    ],
    [
      "skips connectors the user disconnected",
      [
        { connectorId: "a", lastUsedAt: 1 },
        { connectorId: "b", lastUsedAt: 3 },
      ],
      ["b"],
      ["a"],
    ],
    [
      "lists a connector once",
      [
        { connectorId: "a", lastUsedAt: 1 },
        { connectorId: "a", lastUsedAt: 5 },
      ],
      [],
      ["a"],
    ],
    ["nothing to try", [], [], []],
  ])("%s", (_name, candidates, disconnected, expected) => {
    expect(reconnectOrder(candidates, disconnected)).toEqual(expected);
  });
});

describe("reconnect outcome (behaviour §4)", () => {
  it("stops at the first connector that succeeds → connected", async () => {
    const tried: string[] = [];
    const outcome = await reconnectFirst(["a", "b", "c"], async (id) => {
      tried.push(id);
      if (id === "a") throw new Error("locked");
      return `session-${id}`;
    });
    expect(outcome).toEqual({ status: "connected", connectorId: "b", result: "session-b" });
    expect(tried).toEqual(["a", "b"]);
  });

  it("all failing → disconnected with every failure kept", async () => {
    const outcome = await reconnectFirst(["a", "b"], async (id) => {
      throw new Error(id);
    });
    expect(outcome.status).toBe("disconnected");
    expect(outcome.status === "disconnected" && outcome.errors).toHaveLength(2);
  });

  it("no connectors → disconnected", async () => {
    expect(await reconnectFirst([], async () => 1)).toEqual({ status: "disconnected", errors: [] });
  });
});
