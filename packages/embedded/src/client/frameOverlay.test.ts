// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { destroyAll, setupFrameClient } from "./fakeFrame.testutil.js";
import { fakeSlot, frameBox } from "./fakeSlot.testutil.js";

afterEach(() => {
  destroyAll();
  document.body.replaceChildren();
});

const BODY = { top: 220, left: 460, width: 360, height: 420 };
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function hidden(element: HTMLIFrameElement): boolean {
  return (
    element.style.width === "0px" &&
    element.style.height === "0px" &&
    element.style.visibility === "hidden" &&
    element.style.pointerEvents === "none" &&
    element.getAttribute("aria-hidden") === "true" &&
    element.hasAttribute("inert") &&
    element.getAttribute("tabindex") === "-1"
  );
}

describe("the frame over the modal's content area", () => {
  it("starts hidden: zero-size, invisible, inert, out of the tab order", () => {
    const { client } = setupFrameClient();
    expect(hidden(client.element)).toBe(true);
    expect(client.element.getAttribute("style") ?? "").not.toContain("100%");
  });

  it("shows only while visible AND given a slot, exactly over the slot", () => {
    const { client } = setupFrameClient();
    const slot = fakeSlot(BODY);
    client.setVisible(true);
    expect(hidden(client.element)).toBe(true);
    client.setSlot({ element: slot.element, zIndex: 1000 });
    expect(frameBox(client.element)).toEqual(BODY);
    expect(client.element.style.visibility).toBe("visible");
    expect(client.element.style.zIndex).toBe("1000");
    expect(client.element.style.borderBottomLeftRadius).toBe("23px");
    expect(client.element.getAttribute("aria-hidden")).toBe("false");
    expect(client.element.hasAttribute("inert")).toBe(false);
    expect(client.element.hasAttribute("tabindex")).toBe(false);
    expect(document.activeElement).toBe(client.element);

    client.setVisible(false);
    expect(hidden(client.element)).toBe(true);
    client.setVisible(true);
    client.setSlot(undefined);
    expect(hidden(client.element)).toBe(true);
  });

  it("follows the slot: window resize, and on the next animation frame for anything else", async () => {
    const { client } = setupFrameClient();
    const slot = fakeSlot(BODY);
    client.setSlot({ element: slot.element, zIndex: 1000 });
    client.setVisible(true);
    const taller = { ...BODY, top: 180, height: 500 };
    slot.move(taller);
    window.dispatchEvent(new Event("resize"));
    expect(frameBox(client.element)).toEqual(taller);
    const moved = { ...taller, left: 16, width: 343 };
    slot.move(moved);
    await nextFrame();
    await nextFrame();
    expect(frameBox(client.element)).toEqual(moved);
  });

  it("stops following once hidden, and a slot off screen hides the frame", async () => {
    const { client } = setupFrameClient();
    const slot = fakeSlot(BODY);
    client.setSlot({ element: slot.element, zIndex: 1000 });
    client.setVisible(true);
    client.setVisible(false);
    slot.move({ ...BODY, top: 10 });
    window.dispatchEvent(new Event("resize"));
    await nextFrame();
    expect(hidden(client.element)).toBe(true);

    client.setVisible(true);
    expect(frameBox(client.element)).toEqual({ ...BODY, top: 10 });
    slot.move({ ...BODY, top: 5000 });
    window.dispatchEvent(new Event("resize"));
    expect(hidden(client.element)).toBe(true);
  });

  it("is hidden again when the client is destroyed", () => {
    const { client } = setupFrameClient();
    const slot = fakeSlot(BODY);
    client.setSlot({ element: slot.element, zIndex: 1000 });
    client.setVisible(true);
    client.destroy();
    expect(hidden(client.element)).toBe(true);
  });
});
