/** The longest the page waits for its first frame before going on (a tab opened in the background draws none). */
export const FIRST_PAINT_WAIT_MS = 200;

/**
 * Resolves once the page has drawn its first frame: the next animation frame, then a task
 * after it, so that frame (React's first commit, the connect button) is painted before
 * whatever waits on this runs. A page that draws no frame (a background tab) goes on after
 * {@link FIRST_PAINT_WAIT_MS}.
 */
export function afterFirstPaint(
  window: Pick<Window, "requestAnimationFrame" | "setTimeout">,
): Promise<void> {
  return new Promise((resolve) => {
    const timeout = window.setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    window.requestAnimationFrame(() => {
      window.setTimeout(() => {
        clearTimeout(timeout);
        resolve();
      }, 0);
    });
  });
}
