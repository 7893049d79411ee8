import { describe, expect, it } from "vitest";
import { createFakeClock } from "../testing/fakeClock.js";
import { createQuoteScheduler, type QuoteState } from "./quoteScheduler.js";

function setup() {
  const clock = createFakeClock();
  const states: QuoteState<string, string>[] = [];
  const pending = new Map<string, { resolve(value: string): void; reject(error: unknown): void }>();
  const asked: string[] = [];
  const scheduler = createQuoteScheduler<string, string>({
    clock,
    debounceMs: 300,
    load: (input) =>
      new Promise((resolve, reject) => {
        asked.push(input);
        pending.set(input, { resolve, reject });
      }),
    onState: (state) => states.push(state),
  });
  return { clock, states, pending, asked, scheduler, last: () => states.at(-1) };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe("createQuoteScheduler", () => {
  it("asks once typing pauses, for the last input only", async () => {
    const { clock, scheduler, asked, last } = setup();
    scheduler.request("1");
    clock.advance(100);
    scheduler.request("10");
    clock.advance(299);
    expect(asked).toEqual([]);
    expect(last()).toEqual({ status: "loading", input: "10" });
    clock.advance(1);
    expect(asked).toEqual(["10"]);
  });

  it("drops a slow answer once a newer request is made", async () => {
    const { clock, scheduler, pending, last } = setup();
    scheduler.request("1");
    clock.advance(300);
    scheduler.request("10");
    clock.advance(300);
    pending.get("10")?.resolve("quote for 10");
    await flush();
    pending.get("1")?.resolve("quote for 1");
    await flush();
    expect(last()).toEqual({ status: "ready", input: "10", result: "quote for 10" });
  });

  it("reports a failure for the newest request, and ignores a stale one", async () => {
    const { clock, scheduler, pending, last } = setup();
    scheduler.request("a");
    clock.advance(300);
    scheduler.request("b");
    clock.advance(300);
    pending.get("a")?.reject(new Error("stale"));
    await flush();
    expect(last()).toEqual({ status: "loading", input: "b" });
    const error = new Error("no route");
    pending.get("b")?.reject(error);
    await flush();
    expect(last()).toEqual({ status: "error", input: "b", error });
  });

  it("clears on undefined, and nothing lands after dispose", async () => {
    const { clock, scheduler, pending, states, last } = setup();
    scheduler.request("1");
    scheduler.request(undefined);
    expect(last()).toEqual({ status: "idle" });
    clock.advance(1_000);
    expect(pending.size).toBe(0);
    scheduler.request("2");
    clock.advance(300);
    scheduler.dispose();
    const count = states.length;
    pending.get("2")?.resolve("late");
    await flush();
    scheduler.request("3");
    expect(states).toHaveLength(count);
    expect(clock.pendingTimers()).toBe(0);
  });
});
