import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { animateHeightOf } from "./animateHeight.js";

/** A ResizeObserver the test drives: `resize(h)` reports the observed content at height h. */
function fakeResizeObserver() {
  const observed: { element: HTMLElement; callback: () => void }[] = [];
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe(element: HTMLElement) {
      observed.push({ element, callback: this.callback });
    }
    disconnect() {
      for (let i = observed.length - 1; i >= 0; i -= 1) {
        if (observed[i]?.callback === this.callback) observed.splice(i, 1);
      }
    }
    unobserve() {}
  }
  const resize = (height: number) =>
    act(() => {
      for (const { element, callback } of observed) {
        Object.defineProperty(element, "offsetHeight", { configurable: true, value: height });
        callback();
      }
    });
  return { FakeObserver, resize, observed };
}

const measure = animateHeightOf(150);

function Probe() {
  return (
    <div data-testid="frame">
      <div ref={measure} />
    </div>
  );
}

function renderProbe() {
  const view = render(<Probe />);
  const frame = view.getByTestId("frame");
  const animate = vi.fn();
  frame.animate = animate;
  return animate;
}

describe("animateHeightOf", () => {
  let fake: ReturnType<typeof fakeResizeObserver>;
  beforeEach(() => {
    fake = fakeResizeObserver();
    vi.stubGlobal("ResizeObserver", fake.FakeObserver);
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("animates the frame from the content's old height to its new one, overflow hidden", () => {
    const animate = renderProbe();
    fake.resize(200);
    // The first height is where the card opens: nothing to animate from.
    expect(animate).not.toHaveBeenCalled();
    fake.resize(320);
    expect(animate).toHaveBeenCalledWith(
      { height: ["200px", "320px"], overflow: ["hidden", "hidden"] },
      { duration: 150, easing: "ease-out" },
    );
    fake.resize(320);
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it("leaves the height to jump when the user asks for reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    const animate = renderProbe();
    fake.resize(200);
    fake.resize(120);
    expect(animate).not.toHaveBeenCalled();
  });

  it("stops observing content that leaves, and a late report about it changes nothing", () => {
    const view = render(<Probe />);
    const [entry] = fake.observed;
    view.unmount();
    expect(fake.observed).toHaveLength(0);
    // A report already queued for the detached content: no frame, no error.
    expect(() => entry?.callback()).not.toThrow();
  });
});
