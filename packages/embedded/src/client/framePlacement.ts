/** A box in viewport pixels, as `getBoundingClientRect` gives it. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Where the frame goes to cover `slot` (the modal's content area): the part
 * of the slot inside the viewport, so a slot partly scrolled off never drags
 * the frame over something else. Undefined when none of it is on screen (or
 * it has no size), and the frame then stays hidden.
 */
export function framePlacement(
  slot: Box,
  viewport: { width: number; height: number },
): Box | undefined {
  const left = Math.max(slot.left, 0);
  const top = Math.max(slot.top, 0);
  const right = Math.min(slot.left + slot.width, viewport.width);
  const bottom = Math.min(slot.top + slot.height, viewport.height);
  if (!(right - left >= 1 && bottom - top >= 1)) return undefined;
  return { top, left, width: right - left, height: bottom - top };
}

/** The CSS properties the frame element gets, hidden or placed; both set every key. */
export type FrameStyle = Readonly<Record<(typeof FRAME_STYLE_KEYS)[number], string>>;

const FRAME_STYLE_KEYS = [
  "position",
  "top",
  "left",
  "width",
  "height",
  "border",
  "border-top-left-radius",
  "border-top-right-radius",
  "border-bottom-right-radius",
  "border-bottom-left-radius",
  "opacity",
  "visibility",
  "pointer-events",
  "z-index",
] as const;

/**
 * Hidden: no size, nothing painted, nothing hit and nothing focusable
 * (visibility), but still laid out, so the frame keeps running.
 */
export const HIDDEN_FRAME_STYLE: FrameStyle = {
  position: "fixed",
  top: "0px",
  left: "0px",
  width: "0px",
  height: "0px",
  border: "0px",
  "border-top-left-radius": "0px",
  "border-top-right-radius": "0px",
  "border-bottom-right-radius": "0px",
  "border-bottom-left-radius": "0px",
  opacity: "0",
  visibility: "hidden",
  "pointer-events": "none",
  "z-index": "auto",
};

/** The slot's corner radii (its computed style), which the frame copies to look part of it. */
export interface Corners {
  borderTopLeftRadius: string;
  borderTopRightRadius: string;
  borderBottomRightRadius: string;
  borderBottomLeftRadius: string;
}

/** Placed: exactly over `box`, with the slot's corners, above the modal. */
export function placedFrameStyle(
  box: Box,
  options: { corners: Corners; zIndex: number },
): FrameStyle {
  const { corners } = options;
  return {
    position: "fixed",
    top: `${box.top}px`,
    left: `${box.left}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    border: "0px",
    "border-top-left-radius": corners.borderTopLeftRadius || "0px",
    "border-top-right-radius": corners.borderTopRightRadius || "0px",
    "border-bottom-right-radius": corners.borderBottomRightRadius || "0px",
    "border-bottom-left-radius": corners.borderBottomLeftRadius || "0px",
    opacity: "1",
    visibility: "visible",
    "pointer-events": "auto",
    "z-index": String(Math.trunc(options.zIndex)),
  };
}
