import { InvalidInputError } from "../../errors/invalidInputError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";

/** Behaviour §9: a second email login within 30 s is refused. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;

/**
 * Whole seconds left before another email login is allowed (behaviour §5), or 0.
 * Rounds up so the UI never says "0 seconds" while still refusing. A last
 * login stamped in the future (the clock went back) counts as just now, so
 * the wait never exceeds the cooldown.
 *
 * @param lastLoginAt epoch ms of the last email login, if any
 * @param now epoch ms
 */
export function emailLoginCooldown(lastLoginAt: number | null | undefined, now: number): number {
  if (typeof lastLoginAt !== "number" || !Number.isFinite(lastLoginAt)) return 0;
  const elapsed = Math.max(0, now - lastLoginAt);
  return Math.ceil(Math.max(0, EMAIL_LOGIN_COOLDOWN_MS - elapsed) / 1000);
}

/** Throws 'Please try again after {n} seconds' (behaviour §5) while the cooldown runs. */
export function assertEmailLoginAllowed(lastLoginAt: number | null | undefined, now: number): void {
  const seconds = emailLoginCooldown(lastLoginAt, now);
  if (seconds > 0) {
    throw new InvalidInputError(coreText("emailCooldown", messages.emailCooldown, seconds), {
      code: "EMAIL_LOGIN_COOLDOWN",
      details: { seconds },
    });
  }
}
