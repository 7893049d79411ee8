import type { OutgoingMail } from "./messages.js";

/** Where login codes and device links go: SMTP in production, the dev mailbox locally. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
