import { useEffect, useState } from "react";
import { MODAL_CSS } from "./styles.js";

/** Tag of the element that hosts the modal; a custom-element name so `attachShadow` is allowed. */
export const MODAL_HOST_TAG = "foyer-modal";

/**
 * Appends a host element to `document.body`, gives it an open shadow root
 * holding the modal stylesheet, and returns the element to portal into.
 * Created in an effect, so server rendering never touches `document`; the
 * host is removed again on unmount.
 */
export function useShadowMount(): HTMLElement | null {
  const [mount, setMount] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const host = document.createElement(MODAL_HOST_TAG);
    const shadow = host.attachShadow({ mode: "open" });
    const style = document.createElement("style");
    style.textContent = MODAL_CSS;
    const container = document.createElement("div");
    shadow.append(style, container);
    document.body.append(host);
    setMount(container);
    return () => {
      host.remove();
      setMount(null);
    };
  }, []);
  return mount;
}
