import { ConfigError, loadConfig } from "./config.js";
import { DataDirLockedError } from "./db/dataDirLock.js";
import { redactText } from "./http/logSerializers.js";
import { startServer } from "./index.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, database, url } = await startServer(config);
  app.log.info(
    { db: database.driver, networks: Object.keys(config.networks) },
    `Foyer server listening on ${url}`,
  );

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
}

main().catch((error: unknown) => {
  // Config mistakes are the operator's to fix: one readable line, no stack.
  if (error instanceof ConfigError) {
    console.error(`Invalid configuration: ${error.message}`);
  } else if (error instanceof DataDirLockedError) {
    console.error(`Refusing to start: ${error.message}`);
  } else {
    // A database URL's password or a provider's key must not reach the terminal's scrollback.
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`Foyer server failed to start: ${redactText(detail)}`);
  }
  process.exit(1);
});
