import type { LoginMethod } from "./authObserver.js";
import type { AuthContext } from "./context.js";
import { openSession } from "./sessions.js";
import { approveDevice } from "./users.js";

/** Who has just proved themselves, in which project, on which device. */
export interface SignedIn {
  projectId: string;
  userId: string;
  deviceId: string;
}

/**
 * Opens a fresh session for a user who has just proved themselves on this
 * device (a verified code, a provider's login, a custody signature, a
 * passkey): the session is fresh for `freshMs`, as after a verified code.
 */
export function openFreshSession(context: AuthContext, who: SignedIn): Promise<string> {
  const { settings } = context;
  return openSession(
    { db: context.db, jwtKey: context.keys.jwt, nowMs: settings.now() },
    { ...who, ttlMs: settings.sessionTtlMs, freshMs: settings.freshMs },
  );
}

/**
 * Finishes a sign-in by email code, social provider or Farcaster: the proof
 * approves this device, the login is counted for the project's usage, and
 * the session opened is told to metrics. Returns the session's JWT.
 */
export async function finishSignIn(
  context: AuthContext,
  method: LoginMethod,
  who: SignedIn,
): Promise<string> {
  await approveDevice(context.db, who.userId, who.deviceId);
  context.usage.count(who.projectId, "login", method);
  const token = await openFreshSession(context, who);
  context.observer?.login(method);
  return token;
}
