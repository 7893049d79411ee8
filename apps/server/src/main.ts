import { loadConfig } from "./config.js";
import { startServer } from "./index.js";
import { drainAndClose } from "./ops/shutdown.js";
import { startupErrorLines } from "./ops/startupError.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, database, url } = await startServer(config);
  app.log.info(
    { db: database.driver, networks: Object.keys(config.networks) },
    `Foyer server listening on ${url}`,
  );

  // The first signal drains (see ops/shutdown.ts); a second one skips what is left of the
  // delay, as an operator pressing Ctrl-C twice means.
  const hurry = new AbortController();
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      hurry.abort();
      return;
    }
    closing = true;
    app.log.info({ signal }, "shutting down");
    drainAndClose(app, config.ops, hurry.signal).then(
      (outcome) => {
        app.log.info({ outcome }, "stopped");
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  for (const line of startupErrorLines(error, "start")) console.error(line);
  process.exit(1);
});
