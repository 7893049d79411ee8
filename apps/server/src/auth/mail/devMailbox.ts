import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { devMail } from "../../db/schema.js";
import type { Mailer } from "./mailer.js";

/**
 * The mailer when no SMTP server is configured: mail is kept in
 * `dev_mail` (shown at /dev/mailbox) and announced in the log — with the
 * code or link outside production, without it in production.
 */
export function createDevMailbox(db: Db, log: FastifyBaseLogger, production: boolean): Mailer {
  return {
    async send(mail) {
      await db
        .insert(devMail)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      const line = `dev mailbox: ${mail.kind} for ${mail.to}`;
      log.info(production ? line : `${line}: ${mail.secret}`);
    },
    async close() {},
  };
}

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** Newest first; at most `limit` messages, optionally only those to one address. */
export async function listMail(db: Db, to: string | undefined, limit = 200): Promise<StoredMail[]> {
  const rows = await db
    .select()
    .from(devMail)
    .where(to === undefined ? undefined : eq(devMail.to, to))
    .orderBy(desc(devMail.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}
