import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { createDevMailbox } from "./devMailbox.js";
import type { Mailer } from "./mailer.js";
import { createSmtpMailer } from "./smtp.js";

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  production: boolean;
}

/** SMTP when `SMTP_URL` is set, else the dev mailbox (kept in the database). */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl !== undefined) return createSmtpMailer(options.smtpUrl, options.from);
  return createDevMailbox(options.db, options.log, options.production);
}
