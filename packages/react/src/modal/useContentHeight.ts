import { useCallback, useRef } from "react";

/**
 * Animates the card between the heights of its content instead of letting
 * it jump (two views, a list before and after a search). Attach the returned
 * ref to the content; its parent frame gets, on each change of the content's
 * height (ResizeObserver), a `durationMs` animation from the old height to
 * the new one, with its overflow hidden meanwhile so no scrollbar flashes.
 * Outside an animation the frame keeps its natural height. Nothing moves
 * when the user asks for reduced motion.
 */
export function useContentHeight(durationMs: number): (content: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const last = useRef<number | undefined>(undefined);
  return useCallback(
    (content: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!content || typeof ResizeObserver === "undefined") return;
      observer.current = new ResizeObserver(() => {
        const height = content.offsetHeight;
        const from = last.current;
        last.current = height;
        const frame = content.parentElement;
        if (from === undefined || from === height || !frame?.animate) return;
        if (typeof matchMedia === "function") {
          if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
        }
        frame.animate(
          [
            { height: `${from}px`, overflow: "hidden" },
            { height: `${height}px`, overflow: "hidden" },
          ],
          { duration: durationMs, easing: "ease-out" },
        );
      });
      observer.current.observe(content);
    },
    [durationMs],
  );
}
