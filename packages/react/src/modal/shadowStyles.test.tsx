import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createStyleHost, ShadowStyle } from "./shadowStyles.js";
import { adoptBaseStyles, StyleHostContext } from "./styleHostContext.js";

function shadowRoot(): ShadowRoot {
  const host = document.createElement("div");
  document.body.append(host);
  return host.attachShadow({ mode: "open" });
}

/** The first selector of each adopted sheet, in cascade order. */
const adopted = (root: ShadowRoot) =>
  root.adoptedStyleSheets.map((sheet) => (sheet.cssRules[0] as CSSStyleRule).selectorText);

describe("the modal's style host", () => {
  it("adopts sheets by layer, base before dialog before views, whatever order they come in", () => {
    const root = shadowRoot();
    // The base rules come with the first load, before the host (the dialog's chunk) exists.
    adoptBaseStyles(root, ".base{}");
    const host = createStyleHost(root);
    if (!host) throw new Error("no constructable stylesheets");
    host.adopt(".view{}", 2);
    host.adopt(".dialog{}", 1);
    host.adopt(".other-view{}", 2);
    expect(adopted(root)).toEqual([".base", ".dialog", ".view", ".other-view"]);
  });

  it("keeps one sheet per text while any user holds it, and drops it after the last", () => {
    const root = shadowRoot();
    const host = createStyleHost(root);
    if (!host) throw new Error("no constructable stylesheets");
    const first = host.adopt(".slot{}", 2);
    const second = host.adopt(".slot{}", 2);
    expect(adopted(root)).toEqual([".slot"]);
    first();
    first();
    expect(adopted(root)).toEqual([".slot"]);
    second();
    expect(adopted(root)).toEqual([]);
  });

  it("ShadowStyle adopts while mounted and leaves no element; without a host it is a <style>", () => {
    const root = shadowRoot();
    const host = createStyleHost(root);
    const { container, unmount } = render(
      <StyleHostContext.Provider value={host}>
        <ShadowStyle css=".mounted{}" />
      </StyleHostContext.Provider>,
    );
    expect(container.querySelector("style")).toBeNull();
    expect(adopted(root)).toEqual([".mounted"]);
    unmount();
    expect(adopted(root)).toEqual([]);
    const outside = render(<ShadowStyle css=".outside{}" />);
    expect(outside.container.querySelector("style")?.textContent).toBe(".outside{}");
  });
});
