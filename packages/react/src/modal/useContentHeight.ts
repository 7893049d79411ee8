import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The height the card's body should have: its content's, as measured by a
 * ResizeObserver. Set on an unkeyed frame around the (keyed, per view)
 * content, it lets a CSS transition of `durationMs` carry the card between
 * the heights of two views, or of a list before and after a search, instead
 * of jumping. Until the first measurement the frame keeps its natural height.
 *
 * `animating` is true while such a transition runs, so the frame can hide
 * the scrollbar the taller content would flash meanwhile; it never is when
 * the user asks for reduced motion (no transition runs then).
 */
export function useContentHeight(durationMs: number): {
  measure: (element: HTMLElement | null) => void;
  height: number | undefined;
  animating: boolean;
} {
  const [height, setHeight] = useState<number>();
  const [animating, setAnimating] = useState(false);
  const last = useRef<number | undefined>(undefined);
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const measure = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (!element || typeof ResizeObserver === "undefined") return;
      const next = new ResizeObserver(() => {
        const measured = Math.ceil(element.getBoundingClientRect().height);
        const previous = last.current;
        if (previous === measured) return;
        last.current = measured;
        setHeight(measured);
        // The first measurement only pins the natural height: nothing moves.
        if (previous === undefined || prefersReducedMotion()) return;
        setAnimating(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setAnimating(false), durationMs + 50);
      });
      next.observe(element);
      observer.current = next;
    },
    [durationMs],
  );

  useEffect(
    () => () => {
      observer.current?.disconnect();
      clearTimeout(timer.current);
    },
    [],
  );

  return { measure, height, animating };
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
