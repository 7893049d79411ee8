import { devMailboxPageRoute, devMailboxRoute, isRecord, normaliseEmail } from "@foyer/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/errors.js";
import { escapeHtml } from "../../http/escapeHtml.js";
import { FAVICON_LINK } from "../../http/faviconLink.js";
import { isLoopback, type ServerOrigin } from "../../http/serverOrigin.js";
import { listMail, type StoredMail } from "./devMailbox.js";

/**
 * `GET /dev/mailbox` (HTML, newest first) and `GET /dev/mailbox.json`
 * (`?to=` filter). These pages show every login code, so they are
 * registered only in development without SMTP_URL, and answer only a
 * client on this machine (a loopback peer) that addressed this server by a
 * loopback name or its own configured origin — a web page that rebinds its
 * DNS name to 127.0.0.1 still sends its own name as Host and gets a 404.
 */
export async function devMailboxRoutes(
  app: FastifyInstance,
  options: { db: Db; server: ServerOrigin },
): Promise<void> {
  const local = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalRequest(request, options.server)) {
      return reply.code(404).send(notFound(request));
    }
  };
  app.addHook("onRequest", local);

  const recipient = (query: unknown) => {
    const to = isRecord(query) ? query.to : undefined;
    return typeof to === "string" && to !== "" ? (normaliseEmail(to) ?? to) : undefined;
  };

  app.get(devMailboxRoute.path, async (request) => {
    return { messages: await listMail(options.db, recipient(request.query)) };
  });

  app.get(devMailboxPageRoute.path, async (request, reply) => {
    const messages = await listMail(options.db, recipient(request.query));
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(mailboxPage(messages));
  });
}

function isLocalRequest(request: FastifyRequest, server: ServerOrigin): boolean {
  const peer = request.socket.remoteAddress;
  if (peer === undefined || !isLoopback(peer)) return false;
  const host = request.headers.host;
  if (typeof host !== "string") return false;
  const name = host.replace(/:\d+$/, "");
  return isLoopback(name) || server.isOwn(`http://${host}`) || server.isOwn(`https://${host}`);
}

function mailboxPage(messages: StoredMail[]): string {
  const items = messages
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time>${escapeHtml(mail.sentAt)}</time></p>
<pre>${linkify(escapeHtml(mail.text))}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Foyer dev mailbox</title>${FAVICON_LINK}
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;font-size:16px}.meta{color:#555}</style>
</head><body>
<h1>Dev mailbox</h1>
<p>Mail the server would have sent (no <code>SMTP_URL</code> set), newest first. Reload to refresh.</p>
${items === "" ? "<p>No mail yet.</p>" : items}
</body></html>`;
}

/** Makes the (already escaped) approval links clickable. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
