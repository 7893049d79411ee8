import {
  embeddedDeviceApprovePageRoute,
  embeddedEmailReauthRoute,
  embeddedEmailStartRoute,
  embeddedEmailVerifyRoute,
} from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { readRequest } from "../http/readRequest.js";
import { projectOf } from "../project/guard.js";
import { approvalQuery } from "./approval/approvalLocale.js";
import { deviceLabelOf } from "./approval/deviceLabel.js";
import { checkCodeWithin, mayMail, refuseCode } from "./budget/addressBudgets.js";
import { issueCode } from "./codes.js";
import {
  type AuthContext,
  codeContext,
  deviceIdOf,
  limited,
  pruneAuth,
  requireEmailSession,
  slot,
} from "./context.js";
import { createDeviceLink } from "./deviceLinks.js";
import { refuse } from "./errors.js";
import { mailLocaleOf } from "./mail/mailLocale.js";
import { codeMail, deviceApprovalMail, exportCodeMail } from "./mail/messages.js";
import { bearerJwt, sessionOfToken } from "./sessions.js";
import { finishSignIn } from "./signIn.js";
import { findOrCreateUser, findUser, isDeviceApproved, walletOf } from "./users.js";

const NO_DEVICE = "x-foyer-device header must be a UUID";

/** Routes 1, 3 and the reauth half of 7: start a login, verify its code, mail a fresh code. */
export async function loginRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, settings, mailer } = context;

  app.post(embeddedEmailStartRoute.path, async (request, reply) => {
    const input = readRequest(embeddedEmailStartRoute, request, reply);
    if (input === undefined) return reply;
    const { email } = input.body;
    if (await limited(context, request, reply, email)) return reply;
    if (email === undefined) return refuse(reply, "INVALID_EMAIL");
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return refuse(reply, "BAD_REQUEST", NO_DEVICE);
    const locale = mailLocaleOf(input.body.locale);
    const projectId = projectOf(request).id;
    const nowMs = settings.now();
    await pruneAuth(db, nowMs);

    const token = bearerJwt(request);
    if (token !== undefined) {
      const session = await sessionOfToken(
        { db, jwtKey: context.keys.jwt, nowMs },
        projectId,
        token,
      );
      if (session?.email === email && session.deviceId === deviceId) return { action: "CONNECT" };
    }

    const user = await findUser(db, projectId, email);
    if (!(await mayMail(context, reply, email))) return reply;
    if (
      user !== undefined &&
      (await walletOf(db, user.id)) !== undefined &&
      !(await isDeviceApproved(db, user.id, deviceId))
    ) {
      const linkToken = await createDeviceLink(db, {
        userId: user.id,
        deviceId,
        deviceLabel: deviceLabelOf(request.headers["user-agent"]),
        nowMs,
        ttlMs: settings.deviceLinkTtlMs,
      });
      // Never from the request's Host: whoever sends it would receive the approval token.
      // The page speaks the mail's language: the link carries it (validated again when opened).
      const link = `${context.server.baseUrl()}${embeddedDeviceApprovePageRoute.path}?${approvalQuery(linkToken, locale)}`;
      await mailer.send(deviceApprovalMail(email, link, locale));
      return { action: "VERIFY_DEVICE" };
    }

    const code = await issueCode(codeContext(context), slot(request, "login", email));
    await mailer.send(codeMail(email, code, locale));
    return { action: "VERIFY_OTP" };
  });

  app.post(embeddedEmailVerifyRoute.path, async (request, reply) => {
    const input = readRequest(embeddedEmailVerifyRoute, request, reply);
    if (input === undefined) return reply;
    const { email, otp } = input.body;
    if (await limited(context, request, reply, email)) return reply;
    if (email === undefined) return refuse(reply, "INVALID_EMAIL");
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return refuse(reply, "BAD_REQUEST", NO_DEVICE);

    const checked = await checkCodeWithin(
      context,
      email,
      slot(request, "login", email),
      otp.trim(),
    );
    if (!checked.ok) return refuseCode(reply, checked);
    const projectId = projectOf(request).id;
    const user = await findOrCreateUser(db, projectId, email);
    const token = await finishSignIn(context, "email", { projectId, userId: user.id, deviceId });
    return { token, user: { id: user.id, email: user.email } };
  });

  app.post(embeddedEmailReauthRoute.path, async (request, reply) => {
    const session = await requireEmailSession(context, request, reply);
    if (session === undefined) return reply;
    const input = readRequest(embeddedEmailReauthRoute, request, reply);
    if (input === undefined) return reply;
    // An export code lives in its own slot: a recovery code (or the login's
    // freshness) never reveals a key, and an export code never reshares.
    const purpose = input.body.purpose === "export" ? "export" : "reauth";
    if (!(await mayMail(context, reply, session.email))) return reply;
    const code = await issueCode(codeContext(context), slot(request, purpose, session.jti));
    const mail = purpose === "export" ? exportCodeMail : codeMail;
    await mailer.send(mail(session.email, code, mailLocaleOf(input.body.locale)));
    return { action: "VERIFY_OTP" };
  });
}
