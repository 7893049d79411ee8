import {
  embeddedDeviceApprovePageRoute,
  embeddedDeviceApproveRoute,
  isRecord,
  type Locale,
} from "@foyer/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { approvalLocaleOf } from "./approval/approvalLocale.js";
import { APPROVAL_PAGE_CSP, askPageHtml, resultPageHtml } from "./approval/approvalPage.js";
import type { ApprovalText } from "./approval/approvalText.js";
import { APPROVAL_TEXTS } from "./approval/approvalTranslations.js";
import { approvalFormToken, formTokenMatches } from "./approval/formToken.js";
import { addressKey } from "./budget/addressBudgets.js";
import { takeBudget } from "./budget/budgetStore.js";
import { issueCode } from "./codes.js";
import { type AuthContext, codeContext, countRequest } from "./context.js";
import { type LinkState, readDeviceLink, useDeviceLink } from "./deviceLinks.js";
import { deviceCodeMail } from "./mail/messages.js";
import { approveDevice } from "./users.js";

export const APPROVE_PATH = embeddedDeviceApprovePageRoute.path;

const LINK_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * The mailed device-approval link, opened in a browser tab (no projectId:
 * the token names the user, and through it the project).
 *
 * GET only shows what is being approved and asks: mail scanners and link
 * previews fetch links, so a GET must never approve. The page's button posts
 * the link token with a form token bound to it (see `formToken.ts`); only that
 * POST, from this server's own origin, spends the link, mails the login code
 * and then approves the device — so a waiting frame that hears
 * `approved: true` knows its code is on the way.
 */
export async function deviceApprovalRoutes(
  app: FastifyInstance,
  context: AuthContext,
): Promise<void> {
  const { db, settings, mailer } = context;

  // The page's form posts urlencoded fields; this parser lives in this plugin only.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(APPROVE_PATH, async (request, reply) => {
    const locale = approvalLocaleOf(request.query);
    if (await overLimit(context, request, reply, locale)) return reply;
    const token = linkTokenOf(request.query);
    if (token === undefined) return page(reply, locale, 400, "unknown");
    const nowMs = settings.now();
    const link = await readDeviceLink(db, token, nowMs);
    if (link.state !== "open") return closedPage(reply, locale, link);
    return send(
      reply,
      200,
      askPageHtml({
        ...link.details,
        locale,
        nowMs,
        linkToken: token,
        formToken: approvalFormToken(context.keys.approvalForm, token),
      }),
      // The button's POST must carry this page's Origin (never "null") for the own-origin check.
      "same-origin",
    );
  });

  app.post(embeddedDeviceApproveRoute.path, async (request, reply) => {
    const fields = isRecord(request.body) ? request.body : {};
    const locale = approvalLocaleOf(fields);
    if (await overLimit(context, request, reply, locale)) return reply;
    const token = linkTokenOf(fields);
    if (
      !fromOwnPage(context, request) ||
      token === undefined ||
      !formTokenMatches(context.keys.approvalForm, token, fields.form)
    ) {
      return page(reply, locale, 403, "refused");
    }
    const link = await useDeviceLink(db, token, settings.now());
    if (link === undefined)
      return closedPage(reply, locale, await readDeviceLink(db, token, settings.now()));
    const mail = await takeBudget(
      db,
      addressKey(context, "mail", link.email),
      settings.budgets.mail,
      settings.now(),
    );
    if (!mail.ok) {
      reply.header("retry-after", String(mail.retryAfterSeconds));
      return page(reply, locale, 429, "mailBudget");
    }
    const code = await issueCode(codeContext(context), {
      projectId: link.projectId,
      purpose: "login",
      subject: link.email,
    });
    // The code follows the approval in the language the page (and the mail with the link) spoke.
    await mailer.send(deviceCodeMail(link.email, code, locale));
    await approveDevice(db, link.userId, link.deviceId);
    return page(reply, locale, 200, "approved");
  });
}

/**
 * Browsers send `Origin` (and `Sec-Fetch-Site`) with every form POST: when
 * present they must name this server's configured origin — never trusting
 * Host. A client sending neither still needs the form token.
 */
function fromOwnPage(context: AuthContext, request: FastifyRequest): boolean {
  const { origin } = request.headers;
  if (origin !== undefined && !context.server.isOwn(origin)) return false;
  const site = request.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin";
}

function linkTokenOf(fields: unknown): string | undefined {
  const token = isRecord(fields) ? fields.token : undefined;
  return typeof token === "string" && LINK_TOKEN.test(token) ? token : undefined;
}

/** The auth routes' per-IP budget (Postgres-counted), answered as a page. */
async function overLimit(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
): Promise<boolean> {
  const { over, retryAfterSeconds } = await countRequest(context, request, undefined);
  if (!over) return false;
  reply.header("retry-after", String(retryAfterSeconds));
  page(reply, locale, 429, "rateLimited");
  return true;
}

/** Why a link cannot approve; "open" only after a lost race to spend it, which reads as unknown. */
function closedPage(reply: FastifyReply, locale: Locale, link: LinkState) {
  if (link.state === "used") return page(reply, locale, 410, "used");
  if (link.state === "expired") return page(reply, locale, 410, "expired");
  return page(reply, locale, 404, "unknown");
}

/** Each outcome's text and the title it shows under. */
const OUTCOMES = {
  approved: "approvedTitle",
  expired: "expiredTitle",
  used: "usedTitle",
  unknown: "unknownTitle",
  refused: "refusedTitle",
  rateLimited: "busyTitle",
  mailBudget: "busyTitle",
} as const satisfies Record<string, keyof ApprovalText>;

function page(reply: FastifyReply, locale: Locale, status: number, outcome: keyof typeof OUTCOMES) {
  const T = APPROVAL_TEXTS[locale];
  const html = resultPageHtml(locale, T[OUTCOMES[outcome]], T[outcome]);
  return send(reply, status, html, "no-referrer");
}

function send(
  reply: FastifyReply,
  status: number,
  html: string,
  referrerPolicy: "same-origin" | "no-referrer",
) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", APPROVAL_PAGE_CSP)
    .header("x-frame-options", "DENY")
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", referrerPolicy)
    .send(html);
}
