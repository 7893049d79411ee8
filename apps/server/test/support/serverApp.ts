import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/db/database.js";
import { createTestApp } from "./app.js";
import { insertProject, type TestDriver, type TestProjectInput } from "./databases.js";
import { type FakeUpstream, startFakeUpstream } from "./upstream.js";

/** What an app is built from: the driver's shared database and, when asked for, a fake upstream. */
export interface ServerAppSetup {
  readonly database: Database;
  /** The fake JSON-RPC upstream (only with `upstream: true`). */
  readonly upstream: FakeUpstream;
}

export interface ServerAppOptions {
  /** Builds the app over the setup; default `createTestApp(database)`. */
  build?: (setup: ServerAppSetup) => Promise<FastifyInstance>;
  /** Starts a fake JSON-RPC upstream before the app is built, closed after it. */
  upstream?: boolean;
  /** Inserts a project under a fresh id once the app is up: `projectId`. */
  project?: TestProjectInput;
  /** Listens on a free loopback port: `url` is the app's address. */
  listen?: boolean;
  /** The setup hook's timeout, for apps that wait on a devnet. */
  timeoutMs?: number;
}

/** The file's app and what came with it, readable from inside hooks and tests. */
export interface ServerApp extends ServerAppSetup {
  readonly app: FastifyInstance;
  readonly projectId: string;
  readonly url: string;
  /** The port of `url`. */
  readonly port: number;
}

/**
 * One app for the tests of the calling `describe` (or file): set up in its
 * `beforeAll`, closed with its upstream in `afterAll`. Reading a part that was
 * not asked for, or before the hook ran, throws and names it.
 */
export function useServerApp(driver: TestDriver, options: ServerAppOptions = {}): ServerApp {
  const state: {
    database?: Database;
    upstream?: FakeUpstream;
    app?: FastifyInstance;
    projectId?: string;
    url?: string;
  } = {};
  const setup: ServerAppSetup = {
    get database() {
      return ready(state.database, "database");
    },
    get upstream() {
      return ready(state.upstream, "upstream");
    },
  };

  beforeAll(async () => {
    state.database = await driver.open();
    if (options.upstream === true) state.upstream = await startFakeUpstream();
    state.app = await (options.build ?? (({ database }) => createTestApp(database)))(setup);
    if (options.listen === true) {
      state.url = await state.app.listen({ host: "127.0.0.1", port: 0 });
    }
    if (options.project !== undefined) {
      state.projectId = await insertProject(state.database.db, options.project);
    }
  }, options.timeoutMs);
  afterAll(async () => {
    await state.app?.close();
    await state.upstream?.close();
  });

  return {
    get database() {
      return setup.database;
    },
    get upstream() {
      return setup.upstream;
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
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the test app's ${name} is not set up`);
  return value;
}
