import { FRAME_ELEMENT_ID } from "../frameConstants.js";
import { type FrameStyle, HIDDEN_FRAME_STYLE } from "./framePlacement.js";

/**
 * `sandbox`: the frame may run scripts and keep its own origin — it needs
 * that origin for the device key share in its storage and for the app's
 * `event.origin` check to mean anything (a sandboxed frame without
 * allow-same-origin posts as origin "null"). Everything else the sandbox
 * forbids stays forbidden: no top-level navigation of the dApp, no popups
 * (the app opens the social-login popup itself, behaviour §2), no form
 * submission, no modal dialogs. Scripts + same-origin would let a
 * *same-origin* frame lift its own sandbox, but the frame is always on the
 * provider's origin, never the app's.
 *
 * `allow`: clipboard-write, so the frame can copy an exported key or an
 * address, and the WebAuthn ceremonies (publickey-credentials-create/-get), so the
 * frame — the passkeys' relying party — can make and use passkeys; no camera,
 * microphone, geolocation, payment or USB.
 */
export const FRAME_SANDBOX = "allow-scripts allow-same-origin";
export const FRAME_ALLOW =
  "clipboard-write; publickey-credentials-create; publickey-credentials-get";

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
  applyFrameStyle(iframe, HIDDEN_FRAME_STYLE, false);
  iframe.src = src;
  return iframe;
}

/**
 * Lays the frame out (see framePlacement.ts). Through the CSSOM, never a
 * `style` attribute, which a host page's CSP without 'unsafe-inline' blocks.
 * Hidden, it is also out of the tab order and the accessibility tree
 * (`inert`), so nothing can reach a frame nobody sees.
 */
export function applyFrameStyle(
  iframe: HTMLIFrameElement,
  style: FrameStyle,
  shown: boolean,
): void {
  for (const [name, value] of Object.entries(style)) iframe.style.setProperty(name, value);
  iframe.setAttribute("aria-hidden", String(!shown));
  iframe.toggleAttribute("inert", !shown);
  if (shown) iframe.removeAttribute("tabindex");
  else iframe.setAttribute("tabindex", "-1");
}
