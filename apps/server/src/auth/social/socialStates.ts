import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { embeddedOauthStates } from "../../db/schema.js";
import type { SocialProvider } from "./socialProviders.js";

/** How long a person has to finish at the provider (10 min, as Google's own codes). */
export const STATE_TTL_MS = 10 * 60 * 1000;

export interface PendingLogin {
  projectId: string;
  deviceId: string;
  provider: SocialProvider;
  codeVerifier: string;
  nonce: string | null;
  appOrigin: string;
}

const hashOf = (state: string) => createHash("sha256").update(state).digest("hex");

export async function savePendingLogin(
  db: Db,
  state: string,
  login: PendingLogin,
  nowMs: number,
): Promise<void> {
  await db.insert(embeddedOauthStates).values({
    stateHash: hashOf(state),
    ...login,
    createdAt: new Date(nowMs),
    expiresAt: new Date(nowMs + STATE_TTL_MS),
  });
}

/** The app origin of a live state, for the callback page; the state stays usable. */
export async function appOriginOf(
  db: Db,
  state: string,
  nowMs: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ appOrigin: embeddedOauthStates.appOrigin })
    .from(embeddedOauthStates)
    .where(
      and(
        eq(embeddedOauthStates.stateHash, hashOf(state)),
        gt(embeddedOauthStates.expiresAt, new Date(nowMs)),
      ),
    );
  return row?.appOrigin;
}

/**
 * Takes the state once: deleted in the same statement that finds it, and only for the
 * project and frame device that started it, so a replay or another frame finds nothing.
 */
export async function takePendingLogin(
  db: Db,
  state: string,
  where: { projectId: string; deviceId: string },
  nowMs: number,
): Promise<PendingLogin | undefined> {
  const [row] = await db
    .delete(embeddedOauthStates)
    .where(
      and(
        eq(embeddedOauthStates.stateHash, hashOf(state)),
        eq(embeddedOauthStates.projectId, where.projectId),
        eq(embeddedOauthStates.deviceId, where.deviceId),
      ),
    )
    .returning();
  if (row === undefined || row.expiresAt.getTime() <= nowMs) return undefined;
  return {
    projectId: row.projectId,
    deviceId: row.deviceId,
    provider: row.provider as SocialProvider,
    codeVerifier: row.codeVerifier,
    nonce: row.nonce,
    appOrigin: row.appOrigin,
  };
}
