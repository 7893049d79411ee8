import type { Box } from "./framePlacement.js";

/**
 * A slot element on the happy-dom page (which lays nothing out): its box is
 * whatever the test says, as the modal's content area would report it.
 */
export interface FakeSlot {
  element: HTMLDivElement;
  move(box: Box): void;
  remove(): void;
}

export function fakeSlot(box: Box, radius = "23px"): FakeSlot {
  const element = document.createElement("div");
  element.style.setProperty("border-bottom-left-radius", radius);
  element.style.setProperty("border-bottom-right-radius", radius);
  let current = box;
  element.getBoundingClientRect = () =>
    ({
      ...current,
      x: current.left,
      y: current.top,
      right: current.left + current.width,
      bottom: current.top + current.height,
      toJSON: () => current,
    }) as DOMRect;
  document.body.append(element);
  return {
    element,
    move: (next) => {
      current = next;
    },
    remove: () => element.remove(),
  };
}

/** The frame element's box as its inline style places it. */
export function frameBox(element: HTMLElement): Box {
  const px = (value: string) => Number.parseFloat(value);
  return {
    top: px(element.style.top),
    left: px(element.style.left),
    width: px(element.style.width),
    height: px(element.style.height),
  };
}
