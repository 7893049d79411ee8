import { ALERTS, alertForProviderMessage, type FoyerAlert } from "../../errors/alerts.js";
import { userTextOf } from "../../errors/FoyerError.js";
import { foyerMessages } from "../../errors/foyerMessages.js";
import { messages } from "../../errors/messages.js";
import { coreText, englishOf, type UserText } from "../../i18n/coreText.js";
import type { EmailConnectAction, EmailUpdateAction } from "../embeddedWallet.js";
import { isValidEmail } from "./email.js";
import { emailLoginCooldown } from "./emailLoginCooldown.js";

/** Where the EmailLogin view stands (behaviour §4 email login). */
export type EmailLoginStep =
  | "idle"
  | "sending"
  | "verifyDevice"
  | "verifyOtp"
  | "verifying"
  | "connecting";

/** Where the UpdateEmailWallet view stands (behaviour §4 email update). */
export type EmailUpdateStep =
  | "enterEmail"
  | "sending"
  | "primaryOtp"
  | "secondaryOtp"
  | "verifying";

/**
 * Whether an email login may start (behaviour §5): a valid email, and no other
 * email login in the last 30 s. Answers the trimmed email or the message to show.
 */
export function checkEmailLoginStart(
  input: string,
  lastLoginAt: number | undefined,
  now: number,
): { ok: true; email: string } | { ok: false; message: UserText } {
  const email = input.trim();
  if (!isValidEmail(email))
    return { ok: false, message: coreText("invalidEmail", foyerMessages.invalidEmail) };
  const seconds = emailLoginCooldown(lastLoginAt, now);
  if (seconds > 0)
    return { ok: false, message: coreText("emailCooldown", messages.emailCooldown, seconds) };
  return { ok: true, email };
}

/** The step a connect-email answer leads to; CONNECT skips straight to connecting. */
export function stepForConnectAction(action: EmailConnectAction): EmailLoginStep {
  if (action === "VERIFY_DEVICE") return "verifyDevice";
  if (action === "VERIFY_OTP") return "verifyOtp";
  return "connecting";
}

export function stepForUpdateAction(action: EmailUpdateAction): EmailUpdateStep {
  return action === "VERIFY_PRIMARY_OTP" ? "primaryOtp" : "secondaryOtp";
}

function alertOf(value: unknown): FoyerAlert | undefined {
  if (typeof value !== "object" || value === null || !("code" in value)) return undefined;
  const code = value.code;
  return Object.values(ALERTS).find((alert) => alert.code === code);
}

/**
 * The code of the embedded wallet's refusal a failed call carries (`details.refusal`: the
 * auth server's SESSION_EXPIRED, OTP_INVALID …, or the frame's own PASSKEY_CANCELLED …), if any.
 */
export function frameRefusalOf(error: unknown): string | undefined {
  const details =
    typeof error === "object" && error !== null && "details" in error ? error.details : undefined;
  const refusal =
    typeof details === "object" && details !== null && "refusal" in details
      ? details.refusal
      : undefined;
  return typeof refusal === "string" ? refusal : undefined;
}

/**
 * The alert an auth server's refusal code raises: a missing, bad, expired or revoked
 * session (SESSION_EXPIRED) is JWT_TOKEN_NOT_VALID. The frame relays the code beside its
 * text, which is already in the app's language.
 */
const REFUSAL_ALERTS: Readonly<Record<string, FoyerAlert>> = {
  SESSION_EXPIRED: ALERTS.JWT_TOKEN_NOT_VALID,
};

/**
 * What a failed embedded-wallet call shows (behaviour §8): its message in the view,
 * plus the alert it maps to — the one the error carries (frame load failure,
 * request timeout), the one the auth server's refusal code raises (SESSION_EXPIRED →
 * JWT_TOKEN_NOT_VALID), or one the provider's message maps to.
 */
export function embeddedErrorOutcome(error: unknown): {
  message: UserText;
  alert?: FoyerAlert;
} {
  const message =
    error instanceof Error && error.message
      ? userTextOf(error)
      : coreText("frameErrorWithoutMessage", messages.frameErrorWithoutMessage);
  const details =
    typeof error === "object" && error !== null && "details" in error ? error.details : undefined;
  const carried =
    typeof details === "object" && details !== null && "alert" in details
      ? alertOf(details.alert)
      : undefined;
  const refusal = frameRefusalOf(error);
  const alert =
    carried ??
    (refusal !== undefined && Object.hasOwn(REFUSAL_ALERTS, refusal)
      ? REFUSAL_ALERTS[refusal]
      : undefined) ??
    alertForProviderMessage(englishOf(message));
  return alert ? { message, alert } : { message };
}
