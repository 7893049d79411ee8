import type { NameRecord } from "@foyer/protocol";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { type AccountNameRow, accountNameNonces, accountNames } from "../db/schema.js";

/** Most names one reverse lookup lists. */
const REVERSE_LIMIT = 100;

/** A row as the routes answer it: behaviour §7's record, addresses by ENSIP-11 coin type. */
export function recordOf(row: AccountNameRow): NameRecord {
  const seconds = Math.floor(row.registeredAt.getTime() / 1000);
  return {
    name: row.name,
    registered: seconds,
    updated: seconds,
    addresses: {
      [String(row.coinType)]: { address: row.address, created: row.registeredAt.toISOString() },
    },
    attributes: { ...row.attributes },
  };
}

/** The record of a full lowercase name, if registered. */
export async function findName(db: Db, name: string): Promise<AccountNameRow | undefined> {
  const [row] = await db.select().from(accountNames).where(eq(accountNames.name, name)).limit(1);
  return row;
}

/** The names of an address (lowercase), newest first: the first is its primary name. */
export async function namesOf(db: Db, addressKey: string, zone: string): Promise<AccountNameRow[]> {
  return db
    .select()
    .from(accountNames)
    .where(and(eq(accountNames.addressKey, addressKey), eq(accountNames.zone, zone)))
    .orderBy(desc(accountNames.registeredAt), accountNames.name)
    .limit(REVERSE_LIMIT);
}

/** Which of `names` (full, lowercase) are registered. */
export async function registeredAmong(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: accountNames.name })
    .from(accountNames)
    .where(inArray(accountNames.name, [...names]));
  return new Set(rows.map((row) => row.name));
}

/** Whether `nonce` was spent by an accepted registration of `addressKey`. */
export async function isNonceSpent(db: Db, addressKey: string, nonce: string): Promise<boolean> {
  const rows = await db
    .select({ nonce: accountNameNonces.nonce })
    .from(accountNameNonces)
    .where(and(eq(accountNameNonces.addressKey, addressKey), eq(accountNameNonces.nonce, nonce)))
    .limit(1);
  return rows.length > 0;
}

export type NewAccountName = typeof accountNames.$inferInsert;

export type RegistrationOutcome =
  | { kind: "registered"; row: AccountNameRow }
  | { kind: "taken" }
  | { kind: "replayed" };

/** Thrown inside the transaction to roll it back with an outcome. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<RegistrationOutcome, { kind: "registered" }>) {
    super(outcome.kind);
  }
}

/**
 * Spends the message's nonce and writes the name in one transaction. Both inserts skip on
 * conflict instead of failing, so a replayed message or a name written meanwhile (another
 * instance, another request) comes back as an outcome, and nothing of the attempt is kept.
 */
export async function registerName(
  db: Db,
  row: NewAccountName & { registeredAt: Date },
  nonce: string,
): Promise<RegistrationOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const spent = await tx
        .insert(accountNameNonces)
        .values({ addressKey: row.addressKey, nonce, usedAt: row.registeredAt })
        .onConflictDoNothing()
        .returning({ nonce: accountNameNonces.nonce });
      if (spent.length === 0) throw new Refused({ kind: "replayed" });
      const [written] = await tx.insert(accountNames).values(row).onConflictDoNothing().returning();
      if (written === undefined) throw new Refused({ kind: "taken" });
      return { kind: "registered", row: written } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** Drops spent nonces from before `before`: their messages are refused as stale by now. */
export async function pruneNameNonces(db: Db, before: Date): Promise<void> {
  await db.delete(accountNameNonces).where(lt(accountNameNonces.usedAt, before));
}
