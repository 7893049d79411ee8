import {
  embeddedEmailUpdatePrimaryRoute,
  embeddedEmailUpdateRoute,
  embeddedEmailUpdateSecondaryRoute,
  isRecord,
} from "@foyer/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readRequest } from "../http/readRequest.js";
import { projectOf } from "../project/guard.js";
import { checkCodeWithin, mayMail, refuseCode } from "./budget/addressBudgets.js";
import { issueCode } from "./codes.js";
import { type AuthContext, codeContext, requireEmailSession, slot } from "./context.js";
import { refuse } from "./errors.js";
import { mailLocaleOf } from "./mail/mailLocale.js";
import { emailUpdateCodeMail } from "./mail/messages.js";
import type { Session } from "./sessions.js";
import { changeEmail, findUser } from "./users.js";

/**
 * Route 10: a code to the current address proves the owner asks, a code
 * to the new address proves it is theirs; only then does the email change.
 * The new address travels with the codes (their `data`), so a code for
 * one address can't confirm another.
 */
export async function emailUpdateRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, mailer } = context;
  const newEmailOf = (data: unknown) =>
    isRecord(data) && typeof data.newEmail === "string" ? data.newEmail : undefined;

  /**
   * Both confirmation steps: the session, the posted code checked against
   * this step's slot, and the new address the code was issued for. Undefined
   * once the reply carries the refusal.
   */
  async function checkStepCode(
    request: FastifyRequest,
    reply: FastifyReply,
    step: "update-primary" | "update-secondary",
  ): Promise<{ session: Session; newEmail: string; locale: string | undefined } | undefined> {
    const session = await requireEmailSession(context, request, reply);
    if (session === undefined) return undefined;
    const route =
      step === "update-primary"
        ? embeddedEmailUpdatePrimaryRoute
        : embeddedEmailUpdateSecondaryRoute;
    const input = readRequest(route, request, reply);
    if (input === undefined) return undefined;
    const { otp } = input.body;
    const checked = await checkCodeWithin(
      context,
      session.email,
      slot(request, step, session.userId),
      otp.trim(),
    );
    if (!checked.ok) {
      refuseCode(reply, checked);
      return undefined;
    }
    const newEmail = newEmailOf(checked.data);
    if (newEmail === undefined) {
      refuse(reply, "OTP_INVALID");
      return undefined;
    }
    const locale = "locale" in input.body ? input.body.locale : undefined;
    return { session, newEmail, locale };
  }

  app.post(embeddedEmailUpdateRoute.path, async (request, reply) => {
    const session = await requireEmailSession(context, request, reply);
    if (session === undefined) return reply;
    const input = readRequest(embeddedEmailUpdateRoute, request, reply);
    if (input === undefined) return reply;
    const newEmail = input.body.email;
    if (newEmail === undefined) return refuse(reply, "INVALID_EMAIL");
    if (newEmail === session.email) {
      return refuse(reply, "BAD_REQUEST", "The new email is the current one");
    }
    if ((await findUser(db, projectOf(request).id, newEmail)) !== undefined) {
      return refuse(reply, "EMAIL_TAKEN");
    }
    if (!(await mayMail(context, reply, session.email))) return reply;
    const code = await issueCode(
      codeContext(context),
      slot(request, "update-primary", session.userId),
      { newEmail },
    );
    await mailer.send(emailUpdateCodeMail(session.email, code, mailLocaleOf(input.body.locale)));
    return { action: "VERIFY_PRIMARY_OTP" };
  });

  app.post(embeddedEmailUpdatePrimaryRoute.path, async (request, reply) => {
    const step = await checkStepCode(request, reply, "update-primary");
    if (step === undefined) return reply;
    const { session, newEmail, locale } = step;
    if (!(await mayMail(context, reply, newEmail))) return reply;
    const code = await issueCode(
      codeContext(context),
      slot(request, "update-secondary", session.userId),
      { newEmail },
    );
    await mailer.send(emailUpdateCodeMail(newEmail, code, mailLocaleOf(locale)));
    return { action: "VERIFY_SECONDARY_OTP" };
  });

  app.post(embeddedEmailUpdateSecondaryRoute.path, async (request, reply) => {
    const step = await checkStepCode(request, reply, "update-secondary");
    if (step === undefined) return reply;
    const { session, newEmail } = step;
    const changed = await changeEmail(db, projectOf(request).id, session.userId, newEmail);
    if (!changed) return refuse(reply, "EMAIL_TAKEN");
    return { newEmail };
  });
}
