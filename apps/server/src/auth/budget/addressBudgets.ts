import { createHmac } from "node:crypto";
import { wrongCodeWaitMessage } from "@foyer/protocol";
import type { FastifyReply } from "fastify";
import { type CodeCheck, type CodeSlot, checkCode } from "../codes.js";
import { type AuthContext, codeContext } from "../context.js";
import { refuse } from "../errors.js";
import { returnBudget, takeBudget } from "./budgetStore.js";

/** The key an address's budget of one kind is stored under: no address in clear. */
export function addressKey(context: AuthContext, kind: "mail" | "otp", email: string): string {
  const digest = createHmac("sha256", context.keys.lookup).update(email).digest("hex");
  return `${kind}:${digest.slice(0, 32)}`;
}

/**
 * Takes one mail from the address's budget before a code or link is made
 * (so an address over its cap can't even have its live code replaced).
 * False after answering 429 with `Retry-After`.
 */
export async function mayMail(
  context: AuthContext,
  reply: FastifyReply,
  email: string,
): Promise<boolean> {
  const take = await takeBudget(
    context.db,
    addressKey(context, "mail", email),
    context.settings.budgets.mail,
    context.settings.now(),
  );
  if (take.ok) return true;
  reply.header("retry-after", String(take.retryAfterSeconds));
  refuse(reply, "RATE_LIMITED");
  return false;
}

export type BudgetedCodeCheck =
  | CodeCheck
  | { ok: false; reason: "RATE_LIMITED"; retryAfterSeconds: number; compared: false };

/**
 * Checks a code against the wrong-code budget of the address it was mailed
 * to. Every try takes from the budget first (parallel guesses can't exceed
 * it); a try that was not a wrong guess — the right code, or no live code
 * to compare with (expired, locked, never sent) — gives it back.
 */
export async function checkCodeWithin(
  context: AuthContext,
  email: string,
  slot: CodeSlot,
  code: string,
): Promise<BudgetedCodeCheck> {
  const key = addressKey(context, "otp", email);
  const take = await takeBudget(
    context.db,
    key,
    context.settings.budgets.wrongCodes,
    context.settings.now(),
  );
  if (!take.ok) {
    const { retryAfterSeconds } = take;
    return { ok: false, reason: "RATE_LIMITED", retryAfterSeconds, compared: false };
  }
  const checked = await checkCode(codeContext(context), slot, code);
  if (checked.ok || !checked.compared) {
    await returnBudget(context.db, key, take.taken);
  }
  return checked;
}

/** Sends the refusal of a failed check (429 with `Retry-After` when over budget). */
export function refuseCode(
  reply: FastifyReply,
  checked: Exclude<BudgetedCodeCheck, { ok: true }>,
): FastifyReply {
  if (checked.reason === "RATE_LIMITED") {
    reply.header("retry-after", String(checked.retryAfterSeconds));
    return refuse(reply, checked.reason, wrongCodeWaitMessage(checked.retryAfterSeconds));
  }
  return refuse(reply, checked.reason);
}
