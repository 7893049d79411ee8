import { createHash } from "node:crypto";
import { DEFAULT_LOCALE, type Locale, localeDirection } from "@foyer/protocol";
import { escapeHtml } from "../../http/escapeHtml.js";
import { FAVICON_LINK } from "../../http/faviconLink.js";
import { APPROVAL_TEXTS } from "./approvalTranslations.js";
import { timeAgo, utcClock } from "./timeWording.js";

/** The page's only style, allowed by its hash: no inline style attributes, no script. */
const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:3rem 1rem;color:#111;background:#f6f7f9}" +
  "main{max-width:30rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem 2rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}" +
  "h1{font-size:1.4rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}" +
  "dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}.note{color:#444;font-size:.9rem}" +
  "button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:8px;padding:.75rem 1.25rem;cursor:pointer;width:100%}" +
  "button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}";

/**
 * No script, no framing, forms only back to this server, the one style block
 * by hash. The page is plain HTML: its button is a form POST.
 */
export const APPROVAL_PAGE_CSP = [
  "default-src 'none'",
  "img-src data:",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

export interface AskPage {
  /** The mail's locale, which the page speaks; the form posts it back for the result page. */
  locale: Locale;
  email: string;
  projectName: string;
  deviceLabel: string | null;
  createdAt: Date;
  expiresAt: Date;
  nowMs: number;
  /** The link token and its form token, posted back by the button. */
  linkToken: string;
  formToken: string;
}

/** The question: what is being approved, and the one button that approves it. */
export function askPageHtml(page: AskPage): string {
  const e = escapeHtml;
  const { locale } = page;
  const T = APPROVAL_TEXTS[locale];
  const device = page.deviceLabel
    ? `${e(page.deviceLabel)} <span class="note">(${e(T.deviceNote)})</span>`
    : e(T.deviceUnknown);
  const asked = T.asked(
    timeAgo(page.createdAt, page.nowMs, locale),
    utcClock(page.createdAt, locale),
  );
  const body =
    `<h1>${e(T.askTitle)}</h1>` +
    `<p>${e(T.askIntro(page.projectName))}</p>` +
    "<dl>" +
    `<dt>${e(T.emailLabel)}</dt><dd>${e(page.email)}</dd>` +
    `<dt>${e(T.appLabel)}</dt><dd>${e(page.projectName)}</dd>` +
    `<dt>${e(T.deviceLabel)}</dt><dd>${device}</dd>` +
    `<dt>${e(T.askedLabel)}</dt><dd><time datetime="${page.createdAt.toISOString()}">` +
    `${e(asked)}</time></dd>` +
    "</dl>" +
    // Relative action: the same path as this page (also under a FOYER_PUBLIC_URL path prefix), without the query.
    '<form method="post" action="approve">' +
    `<input type="hidden" name="token" value="${e(page.linkToken)}">` +
    `<input type="hidden" name="form" value="${e(page.formToken)}">` +
    // English is the default: its form stays as it always was.
    (locale === DEFAULT_LOCALE ? "" : `<input type="hidden" name="locale" value="${locale}">`) +
    `<button type="submit">${e(T.approveButton)}</button>` +
    "</form>" +
    `<p class="note">${e(T.notYou(utcClock(page.expiresAt, locale)))}</p>`;
  return document(locale, T.askTitle, body);
}

/** An outcome: approved, or why not. */
export function resultPageHtml(locale: Locale, title: string, text: string): string {
  return document(locale, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

function document(locale: Locale, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${locale}" dir="${localeDirection(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `${FAVICON_LINK}<title>${escapeHtml(title)} · Foyer</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}
