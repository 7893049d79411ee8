import type { ServerConfig } from "../config.js";
import type { Database } from "./database.js";
import { seedDemoProject, seedWallets } from "./seed.js";

/**
 * Everything a database needs before the app serves from it: pending
 * migrations, then the `demo` project and the wallet registry. Every step is
 * idempotent and safe when several instances start at once, so it runs on
 * every start.
 */
export async function prepareDatabase(
  database: Pick<Database, "db" | "migrate">,
  config: Pick<ServerConfig, "demoOrigins">,
): Promise<void> {
  await database.migrate();
  await seedDemoProject(database.db, config.demoOrigins);
  await seedWallets(database.db);
}
