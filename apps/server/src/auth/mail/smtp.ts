import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.js";

/** nodemailer over SMTP (`smtp://user:pass@host:port`, `smtps://` for implicit TLS). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}
