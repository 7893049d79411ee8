import { afterEach, describe, expect, it, vi } from "vitest";
import { pause, raceTimer } from "./timers.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("pause", () => {
  it("ends when the time is up", async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = pause(1_000, new AbortController().signal).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it("ends at once when the signal aborts, or had aborted, or there is no time to wait", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = pause(60_000, controller.signal);
    controller.abort();
    await waiting;
    await pause(60_000, controller.signal);
    await pause(0, new AbortController().signal);
    await pause(-5, new AbortController().signal);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("raceTimer", () => {
  it("answers the work's value when it settles in time, and the fallback when it fails", async () => {
    expect(await raceTimer(Promise.resolve("work"), 1_000, () => "late")).toBe("work");
    expect(await raceTimer(Promise.reject(new Error("no")), 1_000, () => "late")).toBe("late");
  });

  it("answers the fallback when the work takes longer than the time given", async () => {
    vi.useFakeTimers();
    const answer = raceTimer(new Promise<string>(() => {}), 1_000, () => "late");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await answer).toBe("late");
  });
});
