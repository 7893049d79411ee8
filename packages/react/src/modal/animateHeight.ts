/**
 * A ref callback for the card's content that animates the card between the
 * content's heights instead of letting it jump (two views, a list before and
 * after a search): on each change of the content's height (ResizeObserver),
 * its parent frame gets a `durationMs` animation from the old height to the
 * new one, overflow hidden meanwhile so no scrollbar flashes. The last
 * height lives on the frame, which outlives the keyed content of each view.
 * Outside an animation the frame keeps its natural height; nothing moves
 * when the user asks for reduced motion.
 */
export function animateHeightOf(
  durationMs: number,
): (content: HTMLElement | null) => (() => void) | undefined {
  return (content) => {
    if (!content || typeof ResizeObserver !== "function") return undefined;
    const observer = new ResizeObserver(() => {
      // A view's content that just left (its key changed) has no frame to size.
      const frame = content.parentElement;
      if (!frame) return;
      const from = Number(frame.dataset.height);
      const to = content.offsetHeight;
      frame.dataset.height = String(to);
      if (from && from !== to && !matchMedia("(prefers-reduced-motion:reduce)").matches) {
        frame.animate?.(
          { height: [`${from}px`, `${to}px`], overflow: ["hidden", "hidden"] },
          { duration: durationMs, easing: "ease-out" },
        );
      }
    });
    observer.observe(content);
    // React calls this when the content unmounts; the observer goes with it.
    return () => observer.disconnect();
  };
}
