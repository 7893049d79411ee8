import { useEffect, useState } from "react";
import { adoptBaseStyles } from "./styleHostContext.js";
import { MODAL_CSS } from "./styles.js";

/** Tag of the element that hosts the modal; a custom-element name so `attachShadow` is allowed. */
export const MODAL_HOST_TAG = "foyer-modal";

/**
 * Appends a host element to `document.body`, gives it an open shadow root
 * holding the modal stylesheet, and returns that root to portal into.
 * Created in an effect, so server rendering never touches `document`; the
 * host is removed again on unmount.
 */
export function useShadowMount(): ShadowRoot | null {
  const [mount, setMount] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    const host = document.createElement(MODAL_HOST_TAG);
    const root = host.attachShadow({ mode: "open" });
    adoptBaseStyles(root, MODAL_CSS);
    document.body.append(host);
    setMount(root);
    return () => {
      host.remove();
      setMount(null);
    };
  }, []);
  return mount;
}
