import type { ServerConfig } from "../config.js";
import type { Database } from "./database.js";
import { readSchemaState, SchemaNewerError, type SchemaState } from "./schemaState.js";
import { seedDemoProject, seedDemoSponsorship, seedWallets } from "./seed.js";

export interface PrepareOptions {
  /** Apply pending migrations first (development; default). Production leaves them to `migrate`. */
  migrate?: boolean;
}

/**
 * Everything a database needs before the app serves from it: pending migrations (when asked),
 * then the `demo` project (when DEMO_ORIGINS gives it origins) and the wallet registry. A
 * schema newer than this server knows is refused before anything is written. Without
 * migrating, a database behind this server is left as it is — no seeds into tables that may
 * not exist yet — and the returned state says how far behind it is (`/ready` reports it).
 * Every step is idempotent and safe when several instances start at once.
 */
export async function prepareDatabase(
  database: Pick<Database, "db" | "migrate">,
  config: Pick<ServerConfig, "demoOrigins"> &
    Partial<Pick<ServerConfig, "demoSponsorship" | "networks">>,
  options: PrepareOptions = {},
): Promise<SchemaState> {
  let state = await readSchemaState(database.db);
  if (state.newerApplied !== undefined) throw new SchemaNewerError(state);
  if (options.migrate ?? true) {
    await database.migrate();
    state = { ...state, pending: 0 };
  }
  if (state.pending > 0) return state;
  if (config.demoOrigins !== undefined) {
    await seedDemoProject(database.db, config.demoOrigins);
    if (config.demoSponsorship && config.networks) {
      await seedDemoSponsorship(database.db, config.networks);
    }
  }
  await seedWallets(database.db);
  return state;
}
