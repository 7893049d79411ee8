import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./database.js";
import { migrationsFolder } from "./migrate.js";

/** One migration this server ships: its journal tag and the timestamp drizzle records for it. */
export interface KnownMigration {
  tag: string;
  /** The journal's `when`: drizzle keeps it as `created_at` once the migration is applied. */
  when: number;
}

/** Where the database's schema stands against the migrations this server ships. */
export interface SchemaState {
  /** Migrations this server ships that the database has not applied yet. */
  pending: number;
  /** This server's newest migration. */
  newestKnown: KnownMigration;
  /**
   * The `created_at` of the database's newest applied migration when it is newer than any
   * this server ships — a later release migrated it — else undefined.
   */
  newerApplied: number | undefined;
}

/** The migrations in the journal `npm run db:generate` (drizzle-kit) writes, oldest first. */
export function knownMigrations(folder = migrationsFolder): KnownMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when })).sort((a, b) => a.when - b.when);
}

/**
 * drizzle's rule, applied to what the database says: a migration is pending when its
 * timestamp is newer than the newest one applied (drizzle applies exactly those).
 */
export function compareSchema(
  known: readonly KnownMigration[],
  newestApplied: number | undefined,
): SchemaState {
  const newestKnown = known.at(-1);
  if (newestKnown === undefined) throw new Error("no migrations in the journal");
  const pending = known.filter(
    (entry) => newestApplied === undefined || entry.when > newestApplied,
  );
  return {
    pending: pending.length,
    newestKnown,
    newerApplied:
      newestApplied !== undefined && newestApplied > newestKnown.when ? newestApplied : undefined,
  };
}

/** Reads the newest applied migration (none on a fresh database) and compares. */
export async function readSchemaState(
  db: Db,
  known: readonly KnownMigration[] = knownMigrations(),
): Promise<SchemaState> {
  const result = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (result.rows[0]?.present !== true) return compareSchema(known, undefined);
  const newest = (await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string | null }[] };
  const value = newest.rows[0]?.newest;
  return compareSchema(known, value === null || value === undefined ? undefined : Number(value));
}

/**
 * A database migrated by a newer release: this server does not know its schema, and writing
 * to it could corrupt what the newer one keeps there. It refuses to start (one line).
 */
export class SchemaNewerError extends Error {
  override name = "SchemaNewerError";

  constructor(state: SchemaState) {
    const applied = new Date(state.newerApplied ?? 0).toISOString();
    super(
      `the database's schema is newer than this server knows (its newest migration is from ${applied}; ` +
        `this server's newest is ${state.newestKnown.tag}). Run the release that migrated it, or a newer one.`,
    );
  }
}
