/**
 * The server as a library: what `main.ts` runs, and what browser tests start
 * in-process on free ports.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { withDevnetAssets } from "./blockchain/devnetAssets.js";
import type { ServerConfig } from "./config.js";
import { createDatabase, type Database } from "./db/database.js";
import { prepareDatabase } from "./db/prepare.js";

export { buildApp } from "./app.js";
// The device-approval page's wording, so browser tests read what a person reads.
export { APPROVAL_TEXT } from "./auth/approval/approvalText.js";
export { APPROVAL_TEXTS } from "./auth/approval/approvalTranslations.js";
export { ConfigError, loadConfig, type ServerConfig } from "./config.js";
export { createDatabase, type Database } from "./db/database.js";
export { DataDirLockedError } from "./db/dataDirLock.js";
/** The sandbox checkout's words, for browser tests that pay there. */
export { CHECKOUT_TEXT } from "./onramp/checkoutPage.js";
// The sign-in refusal codes, so clients can check they speak the same set.
export { SIWX_REFUSALS, type SiwxRefusalCode } from "./siwx/errors.js";

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Opens the database, migrates and seeds it (demo project, wallet registry), then listens on the configured host and port. */
export async function startServer(given: ServerConfig): Promise<RunningServer> {
  // The devnet's tokens, DEX and paymaster come from its build manifest when it is in the
  // workspace; the seed reads them too (the demo's sponsored networks).
  const config = await withDevnetAssets(given);
  const database = await createDatabase(config);
  try {
    await prepareDatabase(database, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, database, indexer: true });
  // app.close() runs first so in-flight requests finish before the pool goes.
  app.addHook("onClose", () => database.close());
  const url = await app.listen({ host: config.host, port: config.port });
  return { url, app, database, close: () => app.close() };
}
