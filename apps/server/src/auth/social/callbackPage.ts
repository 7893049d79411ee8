import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";
import { escapeHtml } from "../../http/escapeHtml.js";
import { FAVICON_LINK } from "../../http/faviconLink.js";

/** JSON safe inside a <script> element (no `</script>`, no line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function page(reply: FastifyReply, status: number, title: string, body: string, script = "") {
  const nonce = randomBytes(16).toString("base64");
  return (
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      // The URL carries the code: no Referer, no framing, only this page's own script.
      .header("referrer-policy", "no-referrer")
      .header("x-frame-options", "DENY")
      .header(
        "content-security-policy",
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      )
      .send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${FAVICON_LINK}<title>${escapeHtml(title)}</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:0;padding:48px 24px;text-align:center;color:#1b1b1f}</style>
</head>
<body><main><h1 style="font-size:18px">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></main>
${script ? `<script nonce="${nonce}">${script}</script>` : ""}
</body>
</html>`)
  );
}

/**
 * The popup's last page: hands the callback URI to the app that opened it — posted to
 * that app's origin only, as recorded (and checked against the project's allow-list) when
 * the login started — then closes itself.
 */
export function handOverPage(reply: FastifyReply, message: unknown, appOrigin: string) {
  const script = `(function(){var o=window.opener;if(o){o.postMessage(${scriptJson(message)},${scriptJson(appOrigin)});window.close();}else{document.querySelector("p").textContent="Return to the app: this window can be closed.";}})();`;
  return page(reply, 200, "Signing you in…", "You can close this window.", script);
}

/** Unknown, used or expired state: nothing is handed over; the app sees the popup close. */
export function staleCallbackPage(reply: FastifyReply) {
  return page(
    reply,
    400,
    "This sign-in link is no longer valid",
    "It has expired or was already used. Close this window and start again from the app.",
  );
}
