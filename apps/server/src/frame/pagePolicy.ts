import { frameAncestorsPolicy } from "./frameAncestors.js";

/**
 * What the frame page may load: its own files only — no inline script, no
 * eval, no plugins, no `<base>` or form posts elsewhere — since it holds
 * key shares and signs. It talks to this server and to the chain RPCs the
 * app names (`rpcUrl`), hence `connect-src` beyond 'self'; styles are its
 * own stylesheet (the theme is set through the CSSOM, which the policy allows).
 */
export const FRAME_PAGE_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self' https: http:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** The frame page's whole `Content-Security-Policy` header: the page's rules plus who may frame it. */
export function framePagePolicy(allowedOrigins: readonly string[]): string {
  return `${FRAME_PAGE_DIRECTIVES}; ${frameAncestorsPolicy(allowedOrigins)}`;
}
