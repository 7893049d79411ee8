import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Vitest global setup: when TEST_DATABASE_URL names a Postgres server, the
 * suite runs in a database created for this run and dropped after it. A
 * database left behind by an older run (or another branch's migrations, whose
 * journal timestamps make drizzle skip ours) then can never decide the result.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (!given) return undefined;
  const name = `foyer_run_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(given);
  url.pathname = `/${name}`;
  // Forked test workers inherit this environment.
  process.env.TEST_DATABASE_URL = url.toString();
  return async () => {
    process.env.TEST_DATABASE_URL = given;
    const cleanup = new pg.Client({ connectionString: given });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists ${name} with (force)`);
    } finally {
      await cleanup.end();
    }
  };
}
