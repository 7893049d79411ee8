import type { FrameMessages } from "../i18n/frameEn.js";
import { el } from "./dom.js";

/** What the app says about itself (sync-dapp-data): nothing here is verified. */
export interface ClaimedApp {
  name?: string | undefined;
  url?: string | undefined;
  icon?: string | undefined;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * Whether the app's claimed URL names another origin than the one the request verifiably came
 * from; an app that claims no URL claims nothing to disagree with.
 */
export function claimDisagrees(claimedUrl: string | undefined, origin: string): boolean {
  const claimed = originOf(claimedUrl);
  return claimed !== undefined && claimed !== origin;
}

/**
 * Who asks: the origin the frame verified (the message gate accepted it against the project's
 * list) first and largest, then the name and icon the app gives itself, and a warning when the
 * app's claimed URL is another origin. Only an inline (`data:`) icon is shown: the frame loads
 * nothing from elsewhere.
 */
export function requesterBlock(
  doc: Document,
  origin: string | undefined,
  claimed: ClaimedApp,
  m: FrameMessages,
): HTMLElement[] {
  if (origin === undefined) {
    return claimed.name
      ? [el(doc, "p", { text: m.requestedBy(claimed.name), attrs: { class: "muted" } })]
      : [];
  }
  const icon =
    claimed.icon?.startsWith("data:image/") === true
      ? [el(doc, "img", { attrs: { src: claimed.icon, alt: "", class: "app-icon" } })]
      : [];
  const block = el(doc, "div", { attrs: { class: "requester" } }, [
    el(doc, "p", { text: m.requestFrom, attrs: { class: "muted small" } }),
    el(doc, "p", { text: origin, attrs: { class: "origin", "data-testid": "request-origin" } }),
    ...(claimed.name
      ? [
          el(doc, "p", { attrs: { class: "claimed muted" } }, [
            ...icon,
            doc.createTextNode(m.claimsToBe(claimed.name)),
          ]),
        ]
      : []),
  ]);
  const out: HTMLElement[] = [block];
  if (claimDisagrees(claimed.url, origin)) {
    out.push(
      el(doc, "p", {
        text: m.originMismatch(originOf(claimed.url) ?? "", origin),
        attrs: { class: "warning", role: "alert" },
      }),
    );
  }
  return out;
}
