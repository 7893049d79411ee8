import { describe, expect, it } from "vitest";
import { createFakeClock } from "../testing/fakeClock.js";
import {
  createToastStore,
  TOAST_AUTO_CLOSE_MS,
  TOAST_RESHOW_DELAY_MS,
  type ToastState,
} from "./createToastStore.js";

function setup(autoCloseMs?: number) {
  const clock = createFakeClock();
  const toast = createToastStore(clock, autoCloseMs === undefined ? {} : { autoCloseMs });
  const seen: ToastState[] = [];
  toast.subscribe((state) => seen.push(state));
  return { advance: clock.advance, pending: clock.pendingTimers, toast, seen };
}

describe("toast (behaviour §3)", () => {
  it("starts closed", () => {
    expect(setup().toast.getState().open).toBe(false);
  });

  it.each([
    ["showSuccess", "success", true],
    ["showError", "error", true],
    ["showLoading", "loading", false],
  ] as const)("%s opens a %s toast, auto-closing: %s", (method, variant, autoClose) => {
    const { toast } = setup();
    toast[method]("Copied");
    expect(toast.getState()).toEqual({
      message: "Copied",
      variant,
      svg: undefined,
      open: true,
      autoClose,
    });
  });

  it("carries the icon and an explicit auto-close choice", () => {
    const { toast } = setup();
    toast.showLoading("Waiting", {
      svg: { icon: "spinner", iconColor: "accent" },
      autoClose: true,
    });
    expect(toast.getState()).toMatchObject({
      svg: { icon: "spinner", iconColor: "accent" },
      autoClose: true,
    });
  });

  it("hides on hide() and keeps the text for the exit animation", () => {
    const { toast } = setup();
    toast.showError("Failed");
    toast.hide();
    expect(toast.getState()).toMatchObject({ open: false, message: "Failed", variant: "error" });
  });
});

describe("toast auto-close (behaviour §3)", () => {
  it("closes an auto-closing toast after the delay, not before", () => {
    const { toast, advance } = setup();
    toast.showSuccess("Saved");
    advance(TOAST_AUTO_CLOSE_MS - 1);
    expect(toast.getState().open).toBe(true);
    advance(1);
    expect(toast.getState().open).toBe(false);
  });

  it("leaves a loading toast open", () => {
    const { toast, advance } = setup();
    toast.showLoading("Sending");
    advance(60_000);
    expect(toast.getState().open).toBe(true);
  });

  it("uses the configured delay", () => {
    const { toast, advance } = setup(1_000);
    toast.showSuccess("Saved");
    advance(1_000);
    expect(toast.getState().open).toBe(false);
  });

  it("cancels the timer on hide, so a later toast is not cut short", () => {
    const { toast, advance, pending } = setup();
    toast.showSuccess("One");
    advance(2_000);
    toast.hide();
    expect(pending()).toBe(0);
    toast.showSuccess("Two");
    advance(TOAST_AUTO_CLOSE_MS - 1);
    expect(toast.getState()).toMatchObject({ open: true, message: "Two" });
  });
});

describe("toast hide and reshow delay 150 ms (behaviour §4)", () => {
  it("hides the open toast, then shows the new one 150 ms later", () => {
    const { toast, advance, seen } = setup();
    toast.showLoading("Sending");
    toast.showSuccess("Sent");
    expect(toast.getState()).toMatchObject({ open: false, message: "Sending" });
    advance(TOAST_RESHOW_DELAY_MS - 1);
    expect(toast.getState().open).toBe(false);
    advance(1);
    expect(toast.getState()).toMatchObject({ open: true, message: "Sent", variant: "success" });
    expect(seen.map((state) => [state.open, state.message])).toEqual([
      [true, "Sending"],
      [false, "Sending"],
      [true, "Sent"],
    ]);
  });

  it("shows immediately when nothing is open", () => {
    const { toast, advance } = setup();
    toast.showSuccess("One");
    advance(TOAST_AUTO_CLOSE_MS);
    toast.showError("Two");
    expect(toast.getState()).toMatchObject({ open: true, message: "Two" });
  });

  it("shows the latest of several toasts requested during the wait, without restarting it", () => {
    const { toast, advance } = setup();
    toast.showLoading("Sending");
    toast.showError("First");
    advance(100);
    toast.showSuccess("Second");
    advance(TOAST_RESHOW_DELAY_MS - 100);
    expect(toast.getState()).toMatchObject({ open: true, message: "Second" });
  });

  it("starts the auto-close delay when the new toast opens", () => {
    const { toast, advance } = setup();
    toast.showLoading("Sending");
    toast.showSuccess("Sent");
    advance(TOAST_RESHOW_DELAY_MS + TOAST_AUTO_CLOSE_MS - 1);
    expect(toast.getState().open).toBe(true);
    advance(1);
    expect(toast.getState().open).toBe(false);
  });

  it("drops the pending toast on hide", () => {
    const { toast, advance } = setup();
    toast.showLoading("Sending");
    toast.showSuccess("Sent");
    toast.hide();
    advance(TOAST_RESHOW_DELAY_MS);
    expect(toast.getState()).toMatchObject({ open: false, message: "Sending" });
  });

  it("does not let the replaced toast's auto-close hide the new one early", () => {
    const { toast, advance } = setup();
    toast.showSuccess("One");
    advance(2_000);
    toast.showSuccess("Two");
    advance(TOAST_RESHOW_DELAY_MS + 1_000);
    expect(toast.getState()).toMatchObject({ open: true, message: "Two" });
  });
});
