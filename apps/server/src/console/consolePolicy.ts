/**
 * What the console page may load: its own files only — no inline script, no eval, no
 * framing by anyone (it changes projects and users). `connect-src` beyond 'self' is for the
 * operator's wallet reading its chain; styles allow inline `style` attributes (the chart
 * library positions its cursor and legend with them).
 */
export const CONSOLE_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' https: http:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");
