/**
 * `npm run migrate -w @foyer/server`: applies the migrations this release ships to the
 * database the environment names (the same environment as the server's), then seeds the
 * wallet registry and, with DEMO_ORIGINS, the demo project. Production servers do not migrate
 * at start: run this first, then start (or roll) the instances.
 */
import { loadConfig } from "./config.js";
import { createDatabase } from "./db/database.js";
import { prepareDatabase } from "./db/prepare.js";
import { knownMigrations, readSchemaState } from "./db/schemaState.js";
import { startupErrorLines } from "./ops/startupError.js";

async function migrate(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    const before = await readSchemaState(database.db);
    await prepareDatabase(database, config, { migrate: true });
    const newest = knownMigrations().at(-1)?.tag;
    console.log(
      before.pending === 0
        ? `Database (${database.driver}) already up to date: ${newest}`
        : `Database (${database.driver}) migrated: ${before.pending} applied, now at ${newest}`,
    );
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  for (const line of startupErrorLines(error, "migrate")) console.error(line);
  process.exit(1);
});
