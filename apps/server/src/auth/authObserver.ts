import type { Mailer } from "./mail/mailer.js";
import type { OutgoingMail } from "./mail/messages.js";
import type { SocialProvider } from "./social/socialProviders.js";

/** How a person signed in to an embedded wallet. */
export type LoginMethod = "email" | SocialProvider | "farcaster";

/** What the auth routes tell metrics: sessions opened and mails sent, by kind only. */
export interface AuthObserver {
  login(method: LoginMethod): void;
  mailSent(kind: OutgoingMail["kind"]): void;
}

/** The mailer, telling `observer` of each mail it delivered (never whom to, never its secret). */
export function observedMailer(mailer: Mailer, observer: AuthObserver | undefined): Mailer {
  if (observer === undefined) return mailer;
  return {
    async send(mail) {
      await mailer.send(mail);
      observer.mailSent(mail.kind);
    },
    close: () => mailer.close(),
  };
}
