import { isRecord } from "@foyer/protocol";
import type { FastifyInstance, FastifyReply } from "fastify";
import { projectOf } from "../../project/guard.js";
import { addressKey } from "../budget/addressBudgets.js";
import { takeBudget } from "../budget/budgetStore.js";
import { issueCode } from "../codes.js";
import {
  AUTH_PREFIX,
  type AuthContext,
  bodyOf,
  codeContext,
  deviceIdOf,
  limited,
} from "../context.js";
import { useDeviceLink } from "../deviceLinks.js";
import { normaliseEmail } from "../email.js";
import { refuse } from "../errors.js";
import { codeMail } from "../mail/messages.js";
import { approveDevice, findUser, isDeviceApproved } from "../users.js";

/**
 * Route 2: the frame long-polls `/device/wait` while the user opens the
 * mailed `/device/approve` link (possibly on another device, served by
 * another instance — so the wait re-reads the database). The link sends
 * the login code first and approves the device second, so a waiting
 * frame hearing `approved: true` knows its code is on the way.
 */
export async function deviceRoutes(
  app: FastifyInstance,
  context: AuthContext,
  /** Aborted when the app closes: waiting requests answer at once. */
  closing: AbortSignal,
): Promise<void> {
  const { db, settings, mailer } = context;

  app.post(`${AUTH_PREFIX}/device/wait`, async (request, reply) => {
    const email = normaliseEmail(bodyOf(request).email);
    if (await limited(context, request, reply, email)) return reply;
    if (email === undefined) return refuse(reply, "INVALID_EMAIL");
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) {
      return refuse(reply, "BAD_REQUEST", "x-foyer-device header must be a UUID");
    }
    const user = await findUser(db, projectOf(request).id, email);
    if (user === undefined) return { approved: false };

    let gone = false;
    const onClose = () => {
      gone = true;
    };
    reply.raw.once("close", onClose);
    try {
      const deadline = Date.now() + settings.deviceWaitMs;
      for (;;) {
        if (await isDeviceApproved(db, user.id, deviceId)) return { approved: true };
        if (gone || closing.aborted || Date.now() >= deadline) return { approved: false };
        await pause(Math.min(settings.deviceWaitPollMs, deadline - Date.now()), closing);
      }
    } finally {
      reply.raw.off("close", onClose);
    }
  });

  // The mailed link: opened in a browser tab, so it answers HTML and needs
  // no projectId (the token names the user, and through it the project).
  app.get(`${AUTH_PREFIX}/device/approve`, async (request, reply) => {
    if (await limited(context, request, reply, undefined)) return reply;
    const token = isRecord(request.query) ? request.query.token : undefined;
    const link =
      typeof token === "string" && /^[A-Za-z0-9_-]{16,256}$/.test(token)
        ? await useDeviceLink(db, token, settings.now())
        : undefined;
    if (link === undefined) {
      return page(
        reply,
        400,
        "This link is invalid, used or expired. Start again to get a new one.",
      );
    }
    const mail = await takeBudget(
      db,
      addressKey(context, "mail", link.email),
      settings.budgets.mail,
      settings.now(),
    );
    if (!mail.ok) {
      reply.header("retry-after", String(mail.retryAfterSeconds));
      return page(reply, 429, "Too many emails to this address. Try again later.");
    }
    const code = await issueCode(codeContext(context), {
      projectId: link.projectId,
      purpose: "login",
      subject: link.email,
    });
    await mailer.send(codeMail(link.email, code));
    await approveDevice(db, link.userId, link.deviceId);
    return page(reply, 200, "Device approved. You can close this tab.");
  });
}

function page(reply: FastifyReply, status: number, text: string) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foyer</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font:16px system-ui,sans-serif;margin:3rem auto;max-width:30rem;text-align:center"><p>${text}</p></body></html>`,
    );
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, Math.max(0, ms));
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}
