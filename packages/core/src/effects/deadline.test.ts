import { describe, expect, it, vi } from "vitest";
import { beforeDeadline } from "./deadline.js";

describe("beforeDeadline", () => {
  it("answers what the work answers, success or failure, before the deadline", async () => {
    const later = Date.now() + 60_000;
    await expect(beforeDeadline(Promise.resolve(7), later, () => new Error("late"))).resolves.toBe(
      7,
    );
    await expect(
      beforeDeadline(Promise.reject(new Error("refused")), later, () => new Error("late")),
    ).rejects.toThrow("refused");
  });

  it("fails with the deadline's error when the work hangs past it", async () => {
    vi.useFakeTimers();
    try {
      const hung = new Promise<never>(() => {});
      const outcome = beforeDeadline(hung, Date.now() + 500, () => new Error("timed out"));
      const seen = expect(outcome).rejects.toThrow("timed out");
      await vi.advanceTimersByTimeAsync(500);
      await seen;
    } finally {
      vi.useRealTimers();
    }
  });

  it("a deadline already past fails at once", async () => {
    const hung = new Promise<never>(() => {});
    await expect(beforeDeadline(hung, Date.now() - 1, () => new Error("gone"))).rejects.toThrow(
      "gone",
    );
  });
});
