import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useContentHeight } from "./useContentHeight.js";

/** A ResizeObserver the test drives: `resize(h)` reports the observed element at height h. */
function fakeResizeObserver() {
  const observed: { element: Element; callback: () => void }[] = [];
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback });
    }
    disconnect() {
      observed.splice(0);
    }
    unobserve() {}
  }
  const resize = (height: number) =>
    act(() => {
      for (const { element, callback } of observed) {
        vi.spyOn(element, "getBoundingClientRect").mockReturnValue({ height } as DOMRect);
        callback();
      }
    });
  return { FakeObserver, resize };
}

let latest: ReturnType<typeof useContentHeight>;
function Probe() {
  latest = useContentHeight(150);
  return <div ref={latest.measure} />;
}

describe("useContentHeight", () => {
  let fake: ReturnType<typeof fakeResizeObserver>;
  beforeEach(() => {
    vi.useFakeTimers();
    fake = fakeResizeObserver();
    vi.stubGlobal("ResizeObserver", fake.FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("pins the first height without animating, then follows the content with a transition", () => {
    render(<Probe />);
    expect(latest.height).toBeUndefined();
    fake.resize(200);
    expect(latest).toMatchObject({ height: 200, animating: false });
    fake.resize(320);
    expect(latest).toMatchObject({ height: 320, animating: true });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(latest.animating).toBe(false);
  });

  it("moves without the animating phase when the user asks for reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    render(<Probe />);
    fake.resize(200);
    fake.resize(120);
    expect(latest).toMatchObject({ height: 120, animating: false });
  });
});
