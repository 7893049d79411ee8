import { randomUUID } from "node:crypto";
import { createDatabase, type Database, type Db, type DriverName } from "../../src/db/database.js";
import { projects } from "../../src/db/schema.js";

/**
 * One database per driver per test process. PGlite costs ~2 s and ~770 MB per
 * instance, so every test file (vitest runs them in one fork, unisolated)
 * shares the same in-memory one; tests stay independent by using fresh
 * project ids instead of fresh databases.
 */
const opened = new Map<DriverName, Promise<Database>>();

export interface TestDriver {
  name: DriverName;
  /** Why this driver's tests are skipped, or undefined when they run. */
  skipReason: string | undefined;
  open(): Promise<Database>;
}

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const drivers: TestDriver[] = [
  {
    name: "pglite",
    skipReason: undefined,
    open: () => openOnce("pglite", { databaseUrl: undefined, dataDir: "memory://" }),
  },
  {
    name: "postgres",
    skipReason:
      postgresUrl === undefined
        ? "TEST_DATABASE_URL is not set (e.g. postgres://foyer:foyer@127.0.0.1:5432/foyer_test)"
        : undefined,
    open: () => openOnce("postgres", { databaseUrl: postgresUrl, dataDir: "memory://" }),
  },
];

export const pgliteDriver = drivers[0]!;

function openOnce(
  name: DriverName,
  config: { databaseUrl: string | undefined; dataDir: string },
): Promise<Database> {
  let database = opened.get(name);
  if (database === undefined) {
    database = createDatabase(config).then(async (db) => {
      await db.migrate();
      return db;
    });
    opened.set(name, database);
  }
  return database;
}

export interface TestProjectInput {
  allowedOrigins?: string[];
  features?: unknown;
  name?: string;
}

/** Inserts a project under a fresh id, so reruns against a persistent Postgres never collide. */
export async function insertProject(db: Db, input: TestProjectInput = {}): Promise<string> {
  const id = `test-${randomUUID()}`;
  await db.insert(projects).values({
    id,
    name: input.name ?? "Test project",
    allowedOrigins: input.allowedOrigins ?? [],
    features: input.features ?? null,
  });
  return id;
}
