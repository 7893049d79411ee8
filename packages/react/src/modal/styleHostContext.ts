import { createContext } from "react";

/**
 * Where a stylesheet sits in the shadow root's cascade: the modal's base rules,
 * then the open dialog's, then each view's own. Later layers win ties, as the
 * `<style>` elements they replace did in document order.
 */
export type StyleLayer = 0 | 1 | 2;

/**
 * The modal's stylesheets as constructed sheets adopted by its shadow root
 * (`adoptedStyleSheets`): no `<style>` element per view in the DOM, one parsed
 * sheet shared by every view that uses the same rules, and none of the inline
 * `<style>` a page's `style-src` policy may refuse. A sheet stays adopted while
 * any component that asked for it is mounted. Made by `createStyleHost`
 * (`shadowStyles.tsx`), which ships with the dialog's chunk.
 */
export interface StyleHost {
  /** Adopts `css` at `layer`; the returned function releases this use of it. */
  adopt(css: string, layer: StyleLayer): () => void;
}

export const StyleHostContext = createContext<StyleHost | undefined>(undefined);

/**
 * Gives `root` the base rules before any dialog exists: adopted as a sheet where the
 * browser constructs them (the style host keeps it first), else a `<style>` element.
 */
export function adoptBaseStyles(root: ShadowRoot, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = root.ownerDocument.createElement("style");
    style.textContent = css;
    root.append(style);
  }
}
