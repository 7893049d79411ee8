import { applyFrameStyle } from "./frameElement.js";
import {
  type Corners,
  type FrameStyle,
  framePlacement,
  HIDDEN_FRAME_STYLE,
  placedFrameStyle,
} from "./framePlacement.js";

/** Where the app wants the frame's screens: over this element, above `zIndex`. */
export interface OverlaySlot {
  element: Element;
  zIndex: number;
}

/** Shows the frame over its slot while asked to, and hides it otherwise. */
export interface FrameOverlay {
  /** Whether something in the frame waits for the user (an approval, the key export). */
  setVisible(visible: boolean): void;
  setSlot(slot: OverlaySlot | undefined): void;
  /** Whether the frame is on screen now. */
  shown(): boolean;
  stop(): void;
}

type OverlayWindow = Pick<
  Window,
  | "innerWidth"
  | "innerHeight"
  | "getComputedStyle"
  | "requestAnimationFrame"
  | "cancelAnimationFrame"
  | "addEventListener"
  | "removeEventListener"
> & { ResizeObserver?: typeof ResizeObserver };

/**
 * The frame is shown only while it is asked to be (visible) *and* the app
 * gave it a slot; then it covers the slot exactly and follows it: a
 * ResizeObserver for size changes, resize and scroll for the page, and one
 * getBoundingClientRect per animation frame for what moves without either
 * (the modal's enter animation, a height change above it). Anything else is
 * hidden: zero-size, invisible, inert.
 */
export function createFrameOverlay(element: HTMLIFrameElement, win: OverlayWindow): FrameOverlay {
  let visible = false;
  let slot: OverlaySlot | undefined;
  let applied: string | undefined;
  let shownNow = false;
  let focused = false;
  /** The slot's computed style: live, so it always has the slot's current corners. */
  let corners: Corners | undefined;
  let stopTracking: (() => void) | undefined;

  const apply = (style: FrameStyle, shown: boolean) => {
    const key = JSON.stringify(style);
    if (key === applied) return;
    applied = key;
    shownNow = shown;
    applyFrameStyle(element, style, shown);
    // Keyboard users land on the screen that asks them, once per showing: the
    // modal's focus trap covers the app's document only.
    if (shown && !focused) {
      focused = true;
      element.focus();
    }
  };

  const place = () => {
    if (!slot) return;
    corners ??= win.getComputedStyle(slot.element);
    const box = framePlacement(slot.element.getBoundingClientRect(), {
      width: win.innerWidth,
      height: win.innerHeight,
    });
    if (box) apply(placedFrameStyle(box, { corners, zIndex: slot.zIndex }), true);
    else apply(HIDDEN_FRAME_STYLE, false);
  };

  const track = (target: Element): (() => void) => {
    let frame = 0;
    const loop = () => {
      place();
      frame = win.requestAnimationFrame(loop);
    };
    const observer = win.ResizeObserver ? new win.ResizeObserver(place) : undefined;
    observer?.observe(target);
    win.addEventListener("resize", place);
    win.addEventListener("scroll", place, true);
    frame = win.requestAnimationFrame(loop);
    return () => {
      win.cancelAnimationFrame(frame);
      observer?.disconnect();
      win.removeEventListener("resize", place);
      win.removeEventListener("scroll", place, true);
    };
  };

  const update = () => {
    if (visible && slot) {
      stopTracking ??= track(slot.element);
      place();
      return;
    }
    stopTracking?.();
    stopTracking = undefined;
    corners = undefined;
    focused = false;
    apply(HIDDEN_FRAME_STYLE, false);
  };

  return {
    setVisible(next) {
      visible = next;
      update();
    },
    setSlot(next) {
      if (next?.element !== slot?.element) {
        stopTracking?.();
        stopTracking = undefined;
        corners = undefined;
      }
      slot = next;
      update();
    },
    shown: () => shownNow,
    stop() {
      visible = false;
      slot = undefined;
      update();
    },
  };
}
