import type { ChainClients } from "../blockchain/chainClients.js";
import type { NetworkConfig } from "../config.js";
import type { Db } from "../db/database.js";
import type { ServerOrigin } from "../http/serverOrigin.js";
import type { AdminConfig } from "./adminConfig.js";
import type { AdminCredentials } from "./credentials.js";
import type { AdminSettings } from "./settings.js";

/** What the admin routes share; built once per app in `adminRoutes`. */
export interface AdminContext {
  db: Db;
  config: AdminConfig;
  settings: AdminSettings;
  credentials: AdminCredentials;
  server: ServerOrigin;
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  /** CAIP-2 ids of the networks with smart accounts (bundler and contracts configured). */
  smartAccountNetworkIds: readonly string[];
  /** CAIP-2 ids of the networks where the server signs for a paymaster (sponsorship possible). */
  paymasterNetworkIds: readonly string[];
  /**
   * Drops this instance's cached project at once after a change committed (the others learn
   * of it from its announcement), so the instance that made a change never serves the old one.
   */
  projectChanged(projectId: string): void;
}
