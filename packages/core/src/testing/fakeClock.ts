import type { Clock } from "../effects/clock.js";

/**
 * A manual clock for tests: time moves only when the test says so.
 *
 * Two ways to move it, because core has two kinds of timer users: stores that
 * arm timers synchronously (modal shake, toasts) are driven with `advance`;
 * code that arms the next timer from a promise continuation (HTTP retries,
 * polling, rate windows) needs `advanceAsync`, which lets those chains settle
 * before and after every timer it fires.
 */
export interface FakeClock extends Clock {
  /** Moves time forward synchronously, firing due timers in time order. */
  advance(ms: number): void;
  /** Moves time forward, letting pending promise chains settle around each timer. */
  advanceAsync(ms: number): Promise<void>;
  /** Timers armed and neither fired nor cleared, to assert nothing is left running. */
  pendingTimers(): number;
}

interface Timer {
  at: number;
  callback: () => void;
}

/** Promise hops enough for fetch → text → parse → store chains to finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

export function createFakeClock(start = 0): FakeClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  /** Fires the earliest timer due by `end`; false when none is. */
  const fireNext = (end: number): boolean => {
    const due = [...timers.entries()]
      .filter(([, timer]) => timer.at <= end)
      .sort(([, a], [, b]) => a.at - b.at)[0];
    if (!due) return false;
    const [id, timer] = due;
    timers.delete(id);
    now = timer.at;
    timer.callback();
    return true;
  };

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      while (fireNext(end));
      now = end;
    },
    async advanceAsync(ms) {
      const end = now + ms;
      await settle();
      while (fireNext(end)) await settle();
      now = end;
    },
    pendingTimers: () => timers.size,
  };
}
