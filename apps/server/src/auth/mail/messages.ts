import type { Locale } from "@foyer/protocol";
import { escapeHtml } from "../../http/escapeHtml.js";
import { APPROVAL_TEXTS } from "../approval/approvalTranslations.js";
import { MAIL_TEXT } from "./mailTranslations.js";

/** How long a code and a device link stay good, as the mails say it. */
const CODE_MINUTES = 10;
const DEVICE_LINK_MINUTES = 15;

/** One mail, plus what it carries that must never reach a production log. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the dev mailbox's log line names: "code" or "device approval link". */
  kind: "code" | "device approval link";
  secret: string;
}

/** The login / confirmation code mail. The code is in the body only — subjects show in previews and logs. */
export function codeMail(to: string, code: string, locale: Locale = "en"): OutgoingMail {
  const t = MAIL_TEXT[locale];
  const expires = t.minutes(CODE_MINUTES);
  return {
    to,
    subject: t.codeSubject,
    text: t.codeLine(code, expires),
    html: `<p>${t.codeLine(`<strong>${code}</strong>`, escapeHtml(expires))}</p>`,
    kind: "code",
    secret: code,
  };
}

/**
 * The key-export code: its own subject and a warning, so an export someone
 * else started stands out in the inbox instead of passing for a login code.
 */
export function exportCodeMail(to: string, code: string, locale: Locale = "en"): OutgoingMail {
  const t = MAIL_TEXT[locale];
  const expires = t.minutes(CODE_MINUTES);
  return {
    to,
    subject: t.exportSubject,
    text: `${t.codeLine(code, expires)} ${t.exportWarning}`,
    html: `<p>${t.codeLine(`<strong>${code}</strong>`, escapeHtml(expires))}</p><p>${escapeHtml(t.exportWarning)}</p>`,
    kind: "code",
    secret: code,
  };
}

/**
 * An email change's confirmation code (sent to the current address, then to the new one):
 * its own subject, so it does not pass for a login code.
 */
export function emailUpdateCodeMail(to: string, code: string, locale: Locale = "en"): OutgoingMail {
  return { ...codeMail(to, code, locale), subject: MAIL_TEXT[locale].emailUpdateSubject };
}

/**
 * The code mailed once a new device is approved: its own subject, so it reads as the end of
 * the approval the person just made, not as a login code they never asked for.
 */
export function deviceCodeMail(to: string, code: string, locale: Locale = "en"): OutgoingMail {
  return { ...codeMail(to, code, locale), subject: MAIL_TEXT[locale].deviceCodeSubject };
}

export function deviceApprovalMail(to: string, link: string, locale: Locale = "en"): OutgoingMail {
  const t = MAIL_TEXT[locale];
  const safe = escapeHtml(link);
  // The button as the page (in the same locale) names it.
  const intro = t.deviceIntro(t.minutes(DEVICE_LINK_MINUTES), APPROVAL_TEXTS[locale].approveButton);
  return {
    to,
    subject: t.deviceSubject,
    text: `${intro} ${link}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${safe}">${escapeHtml(t.deviceLink)}</a></p><p>${safe}</p>`,
    kind: "device approval link",
    secret: link,
  };
}
