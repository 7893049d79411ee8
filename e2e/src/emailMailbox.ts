import type { Page } from "playwright-core";
import { modal } from "./modal.js";

interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The dev mailbox's messages to `to`, newest first (`GET /dev/mailbox.json?to=`). */
export async function mailTo(serverUrl: string, to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${serverUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`dev mailbox answered ${response.status}`);
  const body = (await response.json()) as { messages: MailboxMessage[] };
  return body.messages;
}

/**
 * Waits for a new login code mail (one not in `seen`) and returns its 6-digit code. With the
 * `page` that asked for it, a timeout also says what the modal showed, so a failed start (an
 * error in the modal) tells itself apart from a slow mail.
 */
export async function nextCode(
  serverUrl: string,
  to: string,
  seen: Set<string>,
  timeoutMs = 60_000,
  page?: Page,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const message of await mailTo(serverUrl, to)) {
      if (seen.has(message.id)) continue;
      const code = /\b(\d{6})\b/.exec(message.text)?.[1];
      if (code) {
        seen.add(message.id);
        return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const shown = page
    ? `; the modal shows: ${await modal(page)
        .textContent({ timeout: 1_000 })
        .catch(() => "(no modal)")}`
    : "";
  throw new Error(`no new code mailed to ${to} within ${timeoutMs / 1000} s${shown}`);
}

/** Waits for a new device-approval mail and returns the link in it. */
export async function nextDeviceLink(
  serverUrl: string,
  to: string,
  seen: Set<string>,
  timeoutMs = 60_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const message of await mailTo(serverUrl, to)) {
      if (seen.has(message.id)) continue;
      const link = /https?:\/\/\S+\/device\/approve\?token=[\w-]+(?:&locale=[a-z]+)?/.exec(
        message.text,
      )?.[0];
      if (link) {
        seen.add(message.id);
        return link;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no device link mailed to ${to} within ${timeoutMs / 1000} s`);
}

/** Subjects of the messages to `to` not in `seen` (without marking them). */
export async function unseenMail(
  serverUrl: string,
  to: string,
  seen: Set<string>,
): Promise<string[]> {
  return (await mailTo(serverUrl, to))
    .filter((message) => !seen.has(message.id))
    .map((message) => message.subject);
}

/** Marks every message already in the mailbox for `to` as seen. */
export async function markSeen(serverUrl: string, to: string, seen: Set<string>): Promise<void> {
  for (const message of await mailTo(serverUrl, to)) seen.add(message.id);
}

/** Connect wallet → Email → Continue (the modal's email form). */
export async function submitEmail(page: Page, email: string): Promise<void> {
  await page.getByRole("button", { name: "Connect wallet" }).click();
  const field = modal(page).getByRole("textbox", { name: "Email" });
  await field.fill(email);
  await modal(page).getByRole("button", { name: "Continue", exact: true }).click();
}

/** Types a code into the OTP view's "6-digit code" field. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const field = modal(page).getByRole("textbox", { name: "6-digit code" });
  await field.waitFor({ timeout: 120_000 });
  await field.fill(code);
}
