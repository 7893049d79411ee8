import { describe, expect, it } from "vitest";
import { createFakeClock } from "../testing/fakeClock.js";
import { createModal, SHAKE_DURATION_MS } from "./modalStore.js";

describe("modal flags (behaviour §2, §9 shake 500 ms)", () => {
  it("starts closed, not loading, not shaking", () => {
    expect(createModal(createFakeClock()).store.getState()).toEqual({
      open: false,
      loading: false,
      shake: false,
    });
  });

  it("sets open and loading", () => {
    const modal = createModal(createFakeClock());
    modal.setOpen(true);
    modal.setLoading(true);
    expect(modal.store.getState()).toMatchObject({ open: true, loading: true });
  });

  it("shakes for exactly 500 ms", () => {
    const clock = createFakeClock();
    const modal = createModal(clock);
    expect(SHAKE_DURATION_MS).toBe(500);
    modal.shake();
    clock.advance(499);
    expect(modal.store.getState().shake).toBe(true);
    clock.advance(1);
    expect(modal.store.getState().shake).toBe(false);
  });

  it("a second shake restarts the 500 ms", () => {
    const clock = createFakeClock();
    const modal = createModal(clock);
    modal.shake();
    clock.advance(300);
    modal.shake();
    clock.advance(300);
    expect(modal.store.getState().shake).toBe(true);
    clock.advance(200);
    expect(modal.store.getState().shake).toBe(false);
  });
});
