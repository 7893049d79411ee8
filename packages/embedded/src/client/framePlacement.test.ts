import { describe, expect, it } from "vitest";
import {
  type Box,
  framePlacement,
  HIDDEN_FRAME_STYLE,
  placedFrameStyle,
} from "./framePlacement.js";

const VIEWPORT = { width: 1280, height: 800 };
const box = (top: number, left: number, width: number, height: number): Box => ({
  top,
  left,
  width,
  height,
});

describe("framePlacement: the frame covers the slot, never beyond the viewport", () => {
  it.each<[string, Box, { width: number; height: number }, Box | undefined]>([
    ["a modal body in the middle", box(220, 460, 360, 420), VIEWPORT, box(220, 460, 360, 420)],
    [
      "fractions kept, so no seam",
      box(220.5, 460.25, 358, 419.75),
      VIEWPORT,
      box(220.5, 460.25, 358, 419.75),
    ],
    [
      "a phone: the card's full width",
      box(60, 16, 343, 600),
      { width: 375, height: 667 },
      box(60, 16, 343, 600),
    ],
    ["cut at the viewport's bottom", box(500, 460, 360, 420), VIEWPORT, box(500, 460, 360, 300)],
    ["cut at the top and left", box(-20, -10, 360, 420), VIEWPORT, box(0, 0, 350, 400)],
    ["cut at the right", box(100, 1100, 360, 200), VIEWPORT, box(100, 1100, 180, 200)],
    ["no size: hidden", box(220, 460, 0, 0), VIEWPORT, undefined],
    ["below the viewport: hidden", box(900, 460, 360, 420), VIEWPORT, undefined],
    ["left of it: hidden", box(100, -400, 360, 420), VIEWPORT, undefined],
    ["under a pixel high: hidden", box(799.5, 0, 360, 420), VIEWPORT, undefined],
    ["NaN (a detached element): hidden", box(Number.NaN, 0, 360, 420), VIEWPORT, undefined],
  ])("%s", (_, slot, viewport, expected) => {
    expect(framePlacement(slot, viewport)).toEqual(expected);
  });
});

describe("frame styles", () => {
  it("hidden: no size, invisible, not hit, below everything", () => {
    expect(HIDDEN_FRAME_STYLE).toMatchObject({
      width: "0px",
      height: "0px",
      opacity: "0",
      visibility: "hidden",
      "pointer-events": "none",
    });
  });

  it("placed: the box, the slot's corners and the z-index; the same keys as hidden", () => {
    const style = placedFrameStyle(box(220, 460, 360, 420), {
      corners: {
        borderTopLeftRadius: "0px",
        borderTopRightRadius: "",
        borderBottomRightRadius: "23px",
        borderBottomLeftRadius: "23px",
      },
      zIndex: 1000.7,
    });
    expect(style).toEqual({
      position: "fixed",
      top: "220px",
      left: "460px",
      width: "360px",
      height: "420px",
      border: "0px",
      "border-top-left-radius": "0px",
      "border-top-right-radius": "0px",
      "border-bottom-right-radius": "23px",
      "border-bottom-left-radius": "23px",
      opacity: "1",
      visibility: "visible",
      "pointer-events": "auto",
      "z-index": "1000",
    });
    expect(Object.keys(style).sort()).toEqual(Object.keys(HIDDEN_FRAME_STYLE).sort());
  });
});
