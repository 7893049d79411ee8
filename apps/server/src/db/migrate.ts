import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateWithPostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migrateWithPglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import type * as schema from "./schema.js";

/** SQL + journal written by `npm run db:generate` (drizzle-kit). */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * Arbitrary but fixed key ("Foyer" in ASCII) so every instance contends for
 * the same advisory lock. Without it, two servers starting together can both
 * run `CREATE SCHEMA drizzle` / the same migration and one of them fails.
 */
const MIGRATION_LOCK_KEY = "302517937522";

export async function migratePostgres(pool: pg.Pool): Promise<void> {
  // Session-level advisory locks belong to one connection, so hold a single
  // client for lock → migrate → unlock instead of letting the pool hop.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1::bigint)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateWithPostgres(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * PGlite is a single connection in a single process, so the lock can't be
 * contended; it is taken anyway so both drivers run the exact same sequence.
 */
export async function migratePglite(db: PgliteDatabase<typeof schema>): Promise<void> {
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY}::bigint)`);
  try {
    await migrateWithPglite(db, { migrationsFolder });
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`);
  }
}
