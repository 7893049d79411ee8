import type { ServerConfig } from "../config.js";
import type { Database } from "./database.js";
import { seedDemoProject, seedDemoSponsorship, seedWallets } from "./seed.js";

/**
 * Everything a database needs before the app serves from it: pending
 * migrations, then the `demo` project and the wallet registry. Every step is
 * idempotent and safe when several instances start at once, so it runs on
 * every start.
 */
export async function prepareDatabase(
  database: Pick<Database, "db" | "migrate">,
  config: Pick<ServerConfig, "demoOrigins"> &
    Partial<Pick<ServerConfig, "demoSponsorship" | "networks">>,
): Promise<void> {
  await database.migrate();
  await seedDemoProject(database.db, config.demoOrigins);
  if (config.demoSponsorship && config.networks) {
    await seedDemoSponsorship(database.db, config.networks);
  }
  await seedWallets(database.db);
}
