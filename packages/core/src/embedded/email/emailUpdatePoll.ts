import type { EmbeddedState } from "../embeddedState.js";

/** Behaviour §4: while an email update waits for a code, the wallet is asked every 1 s. */
export const EMAIL_UPDATE_POLL_MS = 1_000;

/** What one poll tick does, by the update's step. */
export type EmailUpdatePollAction = "ask" | "wait" | "stop";

/**
 * Asks while a code is awaited (primary or secondary), waits while one is
 * being checked here (the answer of that check decides), and stops once the
 * flow is back at the email form or idle.
 */
export function emailUpdatePollAction(
  step: EmbeddedState["update"]["step"],
): EmailUpdatePollAction {
  if (step === "primaryOtp" || step === "secondaryOtp") return "ask";
  if (step === "verifying") return "wait";
  return "stop";
}

/**
 * Whether the wallet's current email shows the update done elsewhere (the
 * codes confirmed in another tab or device): it is the new address, compared
 * as the server stores addresses, case-insensitively.
 */
export function isUpdateConfirmedElsewhere(
  newEmail: string | undefined,
  currentEmail: string | null | undefined,
): boolean {
  if (!newEmail || !currentEmail) return false;
  return newEmail.trim().toLowerCase() === currentEmail.trim().toLowerCase();
}
