import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { ServerConfig } from "../config.js";
import { lockDataDir } from "./dataDirLock.js";
import { migratePglite, migratePostgres } from "./migrate.js";
import {
  listenPglite,
  listenPostgres,
  type NotificationHandlers,
  type Unlisten,
} from "./notifications.js";
import * as schema from "./schema.js";

/** The driver-neutral drizzle handle every query in the server is written against. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DriverName = "pglite" | "postgres";

/** A connection pool's use: connections open, idle among them, queries waiting, its size. */
export interface DatabasePoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  driver: DriverName;
  /** The Postgres pool's use now; absent on PGlite (one in-process connection). */
  poolUse?(): DatabasePoolUse;
  /** Applies pending migrations under a Postgres advisory lock. Safe to call repeatedly. */
  migrate(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel (`pg_notify(channel, payload)` sent by any instance on
   * this database, delivered on commit). PGlite delivers its own; Postgres listens on a
   * connection of its own that comes back when it drops.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

/**
 * Opens the database the config points at: a node-postgres pool when
 * DATABASE_URL is set, otherwise embedded PGlite. A PGlite data folder is
 * locked for as long as it is open: a second opener, in this process or
 * another, is refused with `DataDirLockedError`.
 */
export async function createDatabase(
  config: Pick<ServerConfig, "databaseUrl" | "dataDir">,
): Promise<Database> {
  if (config.databaseUrl !== undefined) return createPostgresDatabase(config.databaseUrl);
  return createPgliteDatabase(config.dataDir);
}

async function createPgliteDatabase(dataDir: string): Promise<Database> {
  // Taken before PGlite touches the folder (creating it, parents included, if need be).
  const lock = dataDir.startsWith("memory://") ? undefined : await lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/** Connections per instance: several instances share one Postgres (`max_connections` 100). */
const POOL_SIZE = 10;

async function createPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE, allowExitOnIdle: true });
  // Without a listener an idle client's network error would crash the process;
  // the pool already discards that client, and the next query reconnects.
  pool.on("error", () => {});
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    driver: "postgres",
    migrate: () => migratePostgres(pool),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_SIZE,
    }),
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}
