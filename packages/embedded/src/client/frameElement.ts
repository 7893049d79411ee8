import { FRAME_ELEMENT_ID } from "../frameConstants.js";

/**
 * `sandbox`: the frame may run scripts and keep its own origin — it needs
 * that origin for the device key share in its storage and for the app's
 * `event.origin` check to mean anything (a sandboxed frame without
 * allow-same-origin posts as origin "null"). Everything else the sandbox
 * forbids stays forbidden: no top-level navigation of the dApp, no popups
 * (the app opens the social-login popup itself, SPEC §2), no form
 * submission, no modal dialogs. Scripts + same-origin would let a
 * *same-origin* frame lift its own sandbox, but the frame is always on the
 * provider's origin, never the app's.
 *
 * `allow`: only clipboard-write, so the frame can copy an exported key or an
 * address; no camera, microphone, geolocation, payment or USB.
 */
export const FRAME_SANDBOX = "allow-scripts allow-same-origin";
export const FRAME_ALLOW = "clipboard-write";

/** Out of sight and out of the way, but still laid out, so the frame runs normally. */
const HIDDEN_STYLE =
  "position:fixed;top:0;left:0;width:0;height:0;border:0;opacity:0;pointer-events:none;";
/** Full-viewport, above the modal (z-index 999, SPEC §9), for approvals inside the frame. */
const VISIBLE_STYLE =
  "position:fixed;top:0;left:0;width:100%;height:100%;border:0;opacity:1;z-index:1000;background:transparent;";

export function createFrameElement(document: Document, src: string): HTMLIFrameElement {
  const iframe = document.createElement("iframe");
  iframe.id = FRAME_ELEMENT_ID;
  iframe.title = "Embedded wallet";
  iframe.setAttribute("sandbox", FRAME_SANDBOX);
  iframe.setAttribute("allow", FRAME_ALLOW);
  // The frame needs the app's origin before the first message, to check it
  // against the project's allowed origins and to address its ready event
  // (ancestorOrigins is missing in Firefox). Send the origin, never the path.
  iframe.setAttribute("referrerpolicy", "strict-origin");
  setFrameVisible(iframe, false);
  iframe.src = src;
  return iframe;
}

export function setFrameVisible(iframe: HTMLIFrameElement, visible: boolean): void {
  iframe.setAttribute("style", visible ? VISIBLE_STYLE : HIDDEN_STYLE);
  iframe.setAttribute("aria-hidden", String(!visible));
}
