import type { SessionPermission } from "@foyer/protocol";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { smartSessions } from "../db/schema.js";

export interface NewSession {
  projectId: string;
  chainId: string;
  account: string;
  pci: string;
  signer: string;
  permissionsContext: string;
  permissions: unknown[];
  expiresAt: Date;
}

/** Keeps a grant; the same permission reported twice stays one row. */
export async function saveSession(db: Db, session: NewSession): Promise<void> {
  await db
    .insert(smartSessions)
    .values({
      ...session,
      account: session.account.toLowerCase(),
      pci: session.pci.toLowerCase(),
      signer: session.signer.toLowerCase(),
    })
    .onConflictDoNothing();
}

/** The rows of `account` (stored lower-case) in this project. */
const ofAccount = (projectId: string, account: string) => [
  eq(smartSessions.projectId, projectId),
  eq(smartSessions.account, account.toLowerCase()),
];

/** The account's permissions in this project, newest first (at most 100). */
export async function listSessions(
  db: Db,
  projectId: string,
  account: string,
  chainId: string | undefined,
): Promise<SessionPermission[]> {
  const rows = await db
    .select()
    .from(smartSessions)
    .where(
      and(
        ...ofAccount(projectId, account),
        chainId === undefined ? undefined : eq(smartSessions.chainId, chainId),
      ),
    )
    .orderBy(desc(smartSessions.createdAt))
    .limit(100);
  return rows.map((row) => ({
    pci: row.pci,
    chainId: row.chainId,
    signer: row.signer,
    expiry: Math.floor(row.expiresAt.getTime() / 1000),
    permissions: Array.isArray(row.permissions) ? row.permissions : [],
    permissionsContext: row.permissionsContext,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** The permission's row, to revoke it; undefined when the account has no such permission. */
export async function findSession(db: Db, projectId: string, account: string, pci: string) {
  const [row] = await db
    .select()
    .from(smartSessions)
    .where(and(...ofAccount(projectId, account), eq(smartSessions.pci, pci.toLowerCase())))
    .limit(1);
  return row;
}

/** Marks it revoked once; a second revoke keeps the first time. */
export async function markRevoked(
  db: Db,
  key: { projectId: string; chainId: string; account: string; pci: string },
  at: Date,
): Promise<Date> {
  const [updated] = await db
    .update(smartSessions)
    .set({ revokedAt: at })
    .where(
      and(
        ...ofAccount(key.projectId, key.account),
        eq(smartSessions.chainId, key.chainId),
        eq(smartSessions.pci, key.pci.toLowerCase()),
        isNull(smartSessions.revokedAt),
      ),
    )
    .returning({ revokedAt: smartSessions.revokedAt });
  if (updated?.revokedAt) return updated.revokedAt;
  const existing = await findSession(db, key.projectId, key.account, key.pci);
  return existing?.revokedAt ?? at;
}
