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
export function codeMail(to: string, code: string): OutgoingMail {
  const text = `Your code is ${code}. It expires in 10 minutes.`;
  return {
    to,
    subject: "Your Foyer login code",
    text,
    html: `<p>Your code is <strong>${code}</strong>. It expires in 10 minutes.</p>`,
    kind: "code",
    secret: code,
  };
}

/**
 * The key-export code: its own subject and a warning, so an export someone
 * else started stands out in the inbox instead of passing for a login code.
 */
export function exportCodeMail(to: string, code: string): OutgoingMail {
  const warning =
    "Someone asked to see your Foyer wallet's private key. If it was not you, ignore this mail and never share the code.";
  return {
    to,
    subject: "Your Foyer key export code",
    text: `Your code is ${code}. It expires in 10 minutes. ${warning}`,
    html: `<p>Your code is <strong>${code}</strong>. It expires in 10 minutes.</p><p>${warning}</p>`,
    kind: "code",
    secret: code,
  };
}

export function deviceApprovalMail(to: string, link: string): OutgoingMail {
  const safe = escapeHtml(link);
  return {
    to,
    subject: "Approve a new device",
    text: `Someone is signing in to your Foyer wallet from a new device. If it is you, open this link within 15 minutes and press Approve on the page: ${link}`,
    html: `<p>Someone is signing in to your Foyer wallet from a new device. If it is you, open this link within 15 minutes and press Approve on the page:</p><p><a href="${safe}">Review this sign-in</a></p><p>${safe}</p>`,
    kind: "device approval link",
    secret: link,
  };
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
