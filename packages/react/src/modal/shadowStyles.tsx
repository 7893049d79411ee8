import { useContext, useLayoutEffect } from "react";
import { type StyleHost, StyleHostContext, type StyleLayer } from "./styleHostContext.js";

/**
 * A style host for `root`, or undefined where the browser cannot construct stylesheets.
 * Sheets `root` already adopted (the base rules, `adoptBaseStyles`) stay first.
 */
export function createStyleHost(root: ShadowRoot): StyleHost | undefined {
  if (
    !("adoptedStyleSheets" in root) ||
    typeof CSSStyleSheet === "undefined" ||
    typeof CSSStyleSheet.prototype.replaceSync !== "function"
  )
    return undefined;
  const base = [...root.adoptedStyleSheets];
  const entries = new Map<string, { sheet: CSSStyleSheet; layer: StyleLayer; users: number }>();
  const apply = () => {
    const live = [...entries.values()].filter((entry) => entry.users > 0);
    // Stable: within a layer, sheets keep the order they were first adopted in.
    live.sort((a, b) => a.layer - b.layer);
    root.adoptedStyleSheets = [...base, ...live.map((entry) => entry.sheet)];
  };
  return {
    adopt(css, layer) {
      let entry = entries.get(css);
      if (!entry) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        entry = { sheet, layer, users: 0 };
        entries.set(css, entry);
      }
      const used = entry;
      used.users += 1;
      if (used.users === 1) apply();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        used.users -= 1;
        if (used.users === 0) apply();
      };
    },
  };
}

/**
 * A component's rules in the modal's shadow root: adopted while it is mounted,
 * or a `<style>` element where there is no style host (a view rendered outside
 * the modal, a browser without constructable stylesheets).
 */
export function ShadowStyle({ css, layer = 2 }: { css: string; layer?: StyleLayer }) {
  const host = useContext(StyleHostContext);
  // Before paint, so the first frame that shows the component has its rules.
  useLayoutEffect(() => host?.adopt(css, layer), [host, css, layer]);
  return host ? null : <style>{css}</style>;
}
