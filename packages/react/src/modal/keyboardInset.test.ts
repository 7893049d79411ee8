import { describe, expect, it } from "vitest";
import { followKeyboard, keyboardInset } from "./keyboardInset.js";

describe("keyboardInset", () => {
  it.each([
    ["no keyboard", { innerHeight: 844, visibleHeight: 844, visibleOffsetTop: 0 }, 0],
    [
      "a keyboard over the bottom 344 px",
      { innerHeight: 844, visibleHeight: 500, visibleOffsetTop: 0 },
      344,
    ],
    [
      "the keyboard with the page scrolled up under it",
      { innerHeight: 844, visibleHeight: 500, visibleOffsetTop: 120 },
      224,
    ],
    ["fractions of a pixel", { innerHeight: 844, visibleHeight: 499.6, visibleOffsetTop: 0 }, 344],
    [
      "a visual viewport larger than the layout one",
      { innerHeight: 800, visibleHeight: 844, visibleOffsetTop: 0 },
      0,
    ],
  ])("%s → %i", (_name, size, inset) => {
    expect(keyboardInset(size)).toBe(inset);
  });
});

/**
 * A window whose viewport the test sets, counting reads of its size (each one
 * makes a browser lay out the page), with animation frames the test runs.
 */
function fakeWindow(size: { innerHeight: number; height: number; offsetTop: number }) {
  let reads = 0;
  const listeners = new Map<string, () => void>();
  const frames = new Map<number, () => void>();
  let nextFrame = 1;
  const viewport = {
    get height() {
      reads += 1;
      return size.height;
    },
    get offsetTop() {
      reads += 1;
      return size.offsetTop;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const win = {
    visualViewport: viewport,
    get innerHeight() {
      reads += 1;
      return size.innerHeight;
    },
    requestAnimationFrame: (callback: () => void) => {
      frames.set(nextFrame, callback);
      return nextFrame++;
    },
    cancelAnimationFrame: (handle: number) => frames.delete(handle),
  } as unknown as Window;
  return {
    win,
    reads: () => reads,
    runFrames() {
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback();
    },
    fire: (type: string) => listeners.get(type)?.(),
    listening: () => listeners.size,
  };
}

describe("followKeyboard", () => {
  const inset = (el: HTMLElement) => el.style.getPropertyValue("--foyer-keyboard-inset");
  const visible = (el: HTMLElement) => el.style.getPropertyValue("--foyer-visible-height");

  it("reads the viewport in the next frame, not while the sheet mounts", () => {
    const size = { innerHeight: 844, height: 500, offsetTop: 0 };
    const fake = fakeWindow(size);
    const sheet = document.createElement("div");
    followKeyboard(sheet, fake.win);
    expect(fake.reads()).toBe(0);
    expect(inset(sheet)).toBe("");
    fake.runFrames();
    expect(inset(sheet)).toBe("344px");
    expect(visible(sheet)).toBe("500px");
  });

  it("writes nothing while there is no keyboard or zoom, then follows the viewport", () => {
    const size = { innerHeight: 844, height: 844, offsetTop: 0 };
    const fake = fakeWindow(size);
    const sheet = document.createElement("div");
    followKeyboard(sheet, fake.win);
    fake.runFrames();
    expect(inset(sheet)).toBe("");
    expect(visible(sheet)).toBe("");
    size.height = 500;
    fake.fire("resize");
    expect(inset(sheet)).toBe("344px");
    size.height = 844;
    fake.fire("resize");
    expect(inset(sheet)).toBe("0px");
    expect(visible(sheet)).toBe("844px");
  });

  it("stops: no first look after an unmount in the same frame, no listeners", () => {
    const fake = fakeWindow({ innerHeight: 844, height: 500, offsetTop: 0 });
    const sheet = document.createElement("div");
    const stop = followKeyboard(sheet, fake.win);
    stop();
    fake.runFrames();
    expect(fake.reads()).toBe(0);
    expect(fake.listening()).toBe(0);
  });
});
