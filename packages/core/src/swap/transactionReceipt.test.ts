import { describe, expect, it } from "vitest";
import { createFakeClock } from "../testing/fakeClock.js";
import { waitForReceipt } from "./transactionReceipt.js";

function rpcAnswering(answers: unknown[]) {
  const calls: unknown[] = [];
  return {
    calls,
    request: async (payload: unknown) => {
      calls.push(payload);
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    },
  };
}

describe("waitForReceipt", () => {
  it.each([
    ["0x1", "success"],
    ["0x0", "reverted"],
  ])(
    "status %s is %s, after polling past 'not mined yet' and a failed poll",
    async (status, outcome) => {
      const clock = createFakeClock();
      const rpc = rpcAnswering([
        { jsonrpc: "2.0", id: 1, result: null },
        new Error("proxy blinked"),
        { jsonrpc: "2.0", id: 3, result: { status } },
      ]);
      const waiting = waitForReceipt({ rpc, hash: "0xabc", clock, intervalMs: 500 });
      await clock.advanceAsync(1_000);
      expect(await waiting).toBe(outcome);
      expect(rpc.calls[0]).toMatchObject({
        method: "eth_getTransactionReceipt",
        params: ["0xabc"],
      });
      expect(rpc.calls).toHaveLength(3);
    },
  );

  it("gives up after the timeout", async () => {
    const clock = createFakeClock();
    const rpc = rpcAnswering(Array.from({ length: 10 }, () => ({ result: null })));
    const waiting = waitForReceipt({
      rpc,
      hash: "0xabc",
      clock,
      intervalMs: 1_000,
      timeoutMs: 3_000,
    });
    await clock.advanceAsync(5_000);
    expect(await waiting).toBeUndefined();
    expect(rpc.calls.length).toBeLessThanOrEqual(4);
  });
});
