/** What the sheet reads of the visual viewport (the part of the page not under the keyboard). */
export interface ViewportSize {
  /** The layout viewport's height (`window.innerHeight`). */
  innerHeight: number;
  /** `visualViewport.height` and `.offsetTop`. */
  visibleHeight: number;
  visibleOffsetTop: number;
}

/**
 * How much of the layout viewport's bottom the on-screen keyboard covers:
 * iOS and Android (since Chrome 108) shrink only the visual viewport when the
 * keyboard opens, so a bottom sheet pinned to the layout viewport's bottom
 * would sit under it, code field and all. Pinch-zoom changes the visual
 * viewport too; whole pixels, never negative.
 *
 * @example keyboardInset({ innerHeight: 844, visibleHeight: 500, visibleOffsetTop: 0 }) // 344
 */
export function keyboardInset(size: ViewportSize): number {
  return Math.max(0, Math.round(size.innerHeight - size.visibleHeight - size.visibleOffsetTop));
}

/**
 * Keeps `--foyer-keyboard-inset` and `--foyer-visible-height` on `element` in
 * line with the visual viewport while it is mounted, and brings a focused
 * field back into view once the keyboard has moved the sheet. Returns the
 * function that stops.
 *
 * The first look waits for the next animation frame: reading the viewport's
 * size makes the browser style and lay out the page on the spot, and in the
 * task that mounts the sheet (the click that opened the modal) that held the
 * modal's first frame back by the whole layout. In the frame, the layout is
 * the one the frame does anyway. Nothing is written while there is no keyboard
 * and no zoom: the stylesheet's fallbacks (no inset, `100dvh`) say the same,
 * and a custom property set on the sheet restyles all of it.
 */
export function followKeyboard(element: HTMLElement, win: Window = window): () => void {
  const viewport = win.visualViewport;
  if (!viewport) return () => {};
  let written = false;
  const update = () => {
    const inset = keyboardInset({
      innerHeight: win.innerHeight,
      visibleHeight: viewport.height,
      visibleOffsetTop: viewport.offsetTop,
    });
    const visibleHeight = Math.round(viewport.height);
    if (!written && inset === 0 && visibleHeight === win.innerHeight) return;
    written = true;
    element.style.setProperty("--foyer-keyboard-inset", `${inset}px`);
    element.style.setProperty("--foyer-visible-height", `${visibleHeight}px`);
    const root = element.getRootNode() as Document | ShadowRoot;
    const focused = root.activeElement;
    if (inset > 0 && focused instanceof HTMLInputElement && element.contains(focused)) {
      focused.scrollIntoView({ block: "nearest" });
    }
  };
  const firstLook = win.requestAnimationFrame(update);
  viewport.addEventListener("resize", update);
  viewport.addEventListener("scroll", update);
  return () => {
    win.cancelAnimationFrame(firstLook);
    viewport.removeEventListener("resize", update);
    viewport.removeEventListener("scroll", update);
  };
}
