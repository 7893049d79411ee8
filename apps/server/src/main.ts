import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { createDatabase } from "./db/database.js";
import { seedDemoProject } from "./db/seed.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await database.migrate();
    await seedDemoProject(database.db, config.demoOrigins);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ config, database });
  // app.close() runs first so in-flight requests finish before the pool goes.
  app.addHook("onClose", () => database.close());

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);

  const url = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { db: database.driver, networks: Object.keys(config.networks) },
    `Foyer server listening on ${url}`,
  );
}

main().catch((error: unknown) => {
  // Config mistakes are the operator's to fix: one readable line, no stack.
  if (error instanceof ConfigError) {
    console.error(`Invalid configuration: ${error.message}`);
  } else {
    console.error("Foyer server failed to start:", error);
  }
  process.exit(1);
});
