import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from "./afterFirstPaint.js";

describe("afterFirstPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A window whose frames the test draws by hand. */
  function page() {
    const frames: FrameRequestCallback[] = [];
    const window = {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: globalThis.setTimeout,
    } as unknown as Pick<Window, "requestAnimationFrame" | "setTimeout">;
    const drawFrame = () => {
      for (const callback of frames.splice(0)) callback(0);
    };
    return { window, drawFrame };
  }

  it("waits for the first frame, then a task after it", async () => {
    const { window, drawFrame } = page();
    let done = false;
    void afterFirstPaint(window).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    drawFrame();
    // Not inside the frame itself: the frame is painted first.
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("goes on after the wait when no frame is drawn (a background tab)", async () => {
    const { window } = page();
    let done = false;
    void afterFirstPaint(window).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
