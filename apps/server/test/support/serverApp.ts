import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/db/database.js";
import { createTestApp } from "./app.js";
import { insertProject, type TestDriver, type TestProjectInput } from "./databases.js";
import { type FakeUpstream, startFakeUpstream } from "./upstream.js";

/** A chain the app reads, started for the tests: a devnet, a plain anvil, Bitcoin or Solana. */
export interface TestDevnet {
  stop(): Promise<void>;
}

/** What an app is built from: the driver's shared database and what was asked for. */
export interface ServerAppSetup<S extends TestDevnet = never> {
  readonly database: Database;
  /** The fake JSON-RPC upstream (only with `upstream: true`). */
  readonly upstream: FakeUpstream;
  /** The started `devnet`. */
  readonly devnet: S;
}

export interface ServerAppOptions<S extends TestDevnet = never> {
  /** Builds the app over the setup; default `createTestApp(database)`. */
  build?: (setup: ServerAppSetup<S>) => Promise<FastifyInstance>;
  /** Starts a fake JSON-RPC upstream before the app is built, closed after it. */
  upstream?: boolean;
  /** Starts a chain before the app is built, stopped after the app has closed. */
  devnet?: () => Promise<S>;
  /** Inserts a project under a fresh id once the app is up: `projectId`. */
  project?: TestProjectInput;
  /** Listens on a free loopback port: `url` is the app's address. */
  listen?: boolean;
  /** The setup hook's timeout; default two minutes with a `devnet` (a devnet takes a while). */
  timeoutMs?: number;
}

/** The file's app and what came with it, readable from inside hooks and tests. */
export interface ServerApp<S extends TestDevnet = never> extends ServerAppSetup<S> {
  readonly app: FastifyInstance;
  readonly projectId: string;
  readonly url: string;
  /** The port of `url`. */
  readonly port: number;
}

/**
 * One app for the tests of the calling `describe` (or file): set up in its
 * `beforeAll`, closed with its upstream and devnet in `afterAll`. Reading a part that was
 * not asked for, or before the hook ran, throws and names it.
 */
export function useServerApp<S extends TestDevnet = never>(
  driver: TestDriver,
  options: ServerAppOptions<S> = {},
): ServerApp<S> {
  const state: {
    database?: Database;
    upstream?: FakeUpstream;
    devnet?: S;
    app?: FastifyInstance;
    projectId?: string;
    url?: string;
  } = {};
  const world: ServerApp<S> = {
    get database() {
      return ready(state.database, "database");
    },
    get upstream() {
      return ready(state.upstream, "upstream (pass `upstream: true`)");
    },
    get devnet() {
      return ready(state.devnet, "devnet (pass `devnet`)");
    },
    get app() {
      return ready(state.app, "app");
    },
    get projectId() {
      return ready(state.projectId, "projectId (pass `project`)");
    },
    get url() {
      return ready(state.url, "url (pass `listen: true`)");
    },
    get port() {
      return Number(new URL(this.url).port);
    },
  };

  beforeAll(
    async () => {
      state.database = await driver.open();
      if (options.upstream === true) state.upstream = await startFakeUpstream();
      if (options.devnet !== undefined) state.devnet = await options.devnet();
      state.app = await (options.build ?? (({ database }) => createTestApp(database)))(world);
      if (options.listen === true) {
        state.url = await state.app.listen({ host: "127.0.0.1", port: 0 });
      }
      if (options.project !== undefined) {
        state.projectId = await insertProject(state.database.db, options.project);
      }
    },
    options.timeoutMs ?? (options.devnet === undefined ? undefined : 120_000),
  );
  afterAll(async () => {
    await state.app?.close();
    await state.upstream?.close();
    await state.devnet?.stop();
  });

  return world;
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the test app's ${name} is not set up`);
  return value;
}
