import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { DEFAULT_ADDRESS_BUDGETS } from "../src/auth/budget/budgetSettings.js";
import { DEVNET_CHAIN_ID } from "../src/config.js";
import { createDatabase, type Database } from "../src/db/database.js";
import { projects } from "../src/db/schema.js";
import { anvilSkipReason, freePort } from "./support/anvil.js";
import { testConfig } from "./support/app.js";
import { chainActions, eventually } from "./support/chainActions.js";
import { drivers, insertProject } from "./support/databases.js";
import { type Devnet, devnetConfig, forgetDevnetIndex, startDevnet } from "./support/devnet.js";
import { evmSigner, formatMessage, messageData } from "./support/siwx.js";

const postgres = drivers.find((driver) => driver.name === "postgres");
const databaseUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
const skipReason = postgres?.skipReason;
const ORIGIN = "https://dapp.example";
const AUTH = "/auth/v1/embedded";

/**
 * Two server instances behind one load balancer, as the design says: each
 * with its own connection pool to the same Postgres, nothing else shared.
 * Whatever one instance starts, the other must finish, and every limit must
 * count both.
 */
describe.skipIf(skipReason !== undefined)(
  `two instances on one Postgres behave as one${skipReason ? ` — skipped: ${skipReason}` : ""}`,
  () => {
    const databases: Database[] = [];
    let a: FastifyInstance;
    let b: FastifyInstance;
    let projectId: string;

    const instance = async () => {
      const database = await createDatabase({ databaseUrl, dataDir: "memory://" });
      databases.push(database);
      await database.migrate();
      const app = await buildApp({
        config: testConfig({ DATABASE_URL: databaseUrl }),
        database,
        projectCacheTtlMs: 0,
        siwx: { rateLimit: { windowMs: 60_000, perIp: 4, perProject: 100_000 } },
        auth: {
          rateLimit: { windowMs: 60_000, perEmail: 100_000, perIp: 100_000 },
          budgets: DEFAULT_ADDRESS_BUDGETS,
        },
      });
      await app.ready();
      return app;
    };

    beforeAll(async () => {
      a = await instance();
      b = await instance();
      projectId = await insertProject(databases[0]!.db, { allowedOrigins: [ORIGIN] });
      await databases[0]!.db
        .update(projects)
        .set({ analyticsEnabled: true })
        .where(eq(projects.id, projectId));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      for (const database of databases) await database.close();
    });

    const auth = (
      app: FastifyInstance,
      path: string,
      body: unknown,
      device: string,
      ip = "127.0.0.1",
    ) =>
      app.inject({
        method: "POST",
        url: `${AUTH}${path}?projectId=${projectId}`,
        headers: { "x-foyer-device": device },
        payload: body as InjectOptions["payload"],
        remoteAddress: ip,
      });
    const codeFor = async (app: FastifyInstance, email: string) => {
      const mail = await app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(email)}` });
      const text: string = mail.json().messages[0]?.text ?? "";
      const code = /Your code is (\d{6})\./.exec(text)?.[1];
      if (code === undefined) throw new Error(`no code for ${email}`);
      return code;
    };

    it("verifies on B an email code sent through A, and each honours the other's session", async () => {
      const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
      const device = randomUUID();
      expect((await auth(a, "/email/start", { email }, device)).json()).toEqual({
        action: "VERIFY_OTP",
      });
      const otp = await codeFor(b, email);
      const verified = await auth(b, "/email/verify", { email, otp }, device);
      expect(verified.statusCode).toBe(200);
      const { token } = verified.json<{ token: string }>();
      const me = await a.inject({
        url: `${AUTH}/me?projectId=${projectId}`,
        headers: { authorization: `Bearer ${token}`, "x-foyer-device": device },
      });
      expect(me.json()).toMatchObject({ email, wallet: null });
      // Signed out on A, the session is gone on B too.
      await a.inject({
        method: "POST",
        url: `${AUTH}/sign-out?projectId=${projectId}`,
        headers: { authorization: `Bearer ${token}`, "x-foyer-device": device },
      });
      const after = await b.inject({
        url: `${AUTH}/me?projectId=${projectId}`,
        headers: { authorization: `Bearer ${token}`, "x-foyer-device": device },
      });
      expect(after.statusCode).toBe(401);
    });

    const siwx = (app: FastifyInstance, path: string, payload?: unknown, ip = "127.0.0.1") =>
      app.inject({
        method: "POST",
        url: `/auth/v1/siwx/${path}?projectId=${projectId}`,
        headers: { origin: ORIGIN },
        remoteAddress: ip,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
      });

    it("signs in on B with a SIWX nonce issued by A, once", async () => {
      const ip = "10.20.0.1";
      const nonce = (await siwx(a, "nonce", undefined, ip)).json().nonce as string;
      const signer = evmSigner();
      const data = messageData(DEVNET_CHAIN_ID, signer.address, nonce);
      const message = formatMessage(data);
      const body = { message, signature: await signer.sign(message), data };
      expect((await siwx(b, "sessions", body, ip)).statusCode).toBe(201);
      const replay = await siwx(a, "sessions", body, ip);
      expect(replay.json()).toMatchObject({ code: "NONCE_INVALID" });
    });

    it("counts rate limits across both: 4 sign-in requests a minute per IP, wherever they land", async () => {
      const ip = `10.21.${Math.floor(Math.random() * 250)}.1`;
      const statuses = [];
      for (const app of [a, b, a, b, a])
        statuses.push((await siwx(app, "nonce", undefined, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });

    it("spends one address's mail and wrong-code budgets across both", async () => {
      const email = `budget-${randomUUID().slice(0, 8)}@example.com`;
      const device = randomUUID();
      const mails = [];
      for (const app of [a, b, a, b, a, b]) {
        mails.push((await auth(app, "/email/start", { email }, device)).statusCode);
      }
      expect(mails).toEqual([200, 200, 200, 200, 200, 429]);
      const otp = await codeFor(a, email);
      const wrong = otp === "000000" ? "111111" : "000000";
      const guesses = [];
      for (const app of [a, b, a, b]) {
        guesses.push((await auth(app, "/email/verify", { email, otp: wrong }, device)).statusCode);
      }
      // Three free wrong codes, then the backoff holds the fourth, on either instance.
      expect(guesses).toEqual([400, 400, 400, 429]);
    });

    it("takes at most 5 reports a minute from one client across both", async () => {
      const ip = `10.22.${Math.floor(Math.random() * 250)}.1`;
      const statuses = [];
      for (const app of [a, b, a, b, a, b]) {
        const response = await app.inject({
          method: "POST",
          url: `/e?projectId=${projectId}&st=appkit&sv=0.1.0`,
          headers: { origin: ORIGIN, "content-type": "application/json" },
          remoteAddress: ip,
          payload: JSON.stringify({
            eventId: randomUUID(),
            url: "https://dapp.example/",
            domain: "dapp.example",
            timestamp: Date.now(),
            props: { type: "track", event: "MODAL_OPEN" },
          }),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    });
  },
);

const indexerSkip = skipReason ?? anvilSkipReason;
const packageDir = fileURLToPath(new URL("..", import.meta.url));

describe.skipIf(indexerSkip !== undefined)(
  `the indexer on two instances${indexerSkip ? ` — skipped: ${indexerSkip}` : ""}`,
  () => {
    let devnet: Devnet;
    let database: Database;
    let leader: ChildProcess | undefined;
    let standby: FastifyInstance | undefined;
    let output = "";

    beforeAll(async () => {
      devnet = await startDevnet();
      database = await createDatabase({ databaseUrl, dataDir: "memory://" });
      await database.migrate();
      await forgetDevnetIndex(database);
    }, 120_000);
    afterAll(async () => {
      leader?.kill("SIGKILL");
      await standby?.close();
      await database?.close();
      await devnet?.stop();
    });

    /** Sessions holding the indexer's advisory lock in this database. */
    const lockHolders = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const result = await client.query<{ holders: string }>(
          `select count(*) as holders from pg_locks
           where locktype = 'advisory' and granted
             and database = (select oid from pg_database where datname = current_database())
             and ((classid::bigint << 32) | objid::bigint) = 5072434590277699704`,
        );
        return Number(result.rows[0]?.holders);
      } finally {
        await client.end();
      }
    };

    it("runs on exactly one, and the other takes over when that one is killed", async () => {
      // Instance A: a real server process (main.ts under node's tsx loader, no wrapper
      // process in between), so SIGKILL ends it the way a crash would.
      leader = spawn(
        process.execPath,
        ["--conditions=foyer-source", "--import", "tsx", "src/main.ts"],
        {
          cwd: packageDir,
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            DEVNET_RPC_URL: devnet.rpcUrl,
            PORT: String(await freePort()),
            LOG_LEVEL: "info",
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      leader.stdout?.on("data", (chunk) => (output += chunk));
      leader.stderr?.on("data", (chunk) => (output += chunk));
      await eventually(
        async () => (output.includes("indexer is the leader") ? true : undefined),
        60_000,
      );

      // Instance B, in this process, retrying the lock every 200 ms.
      standby = await buildApp({
        config: devnetConfig(devnet, { DATABASE_URL: databaseUrl }),
        database,
        projectCacheTtlMs: 0,
        blockchainCacheTtlMs: 0,
        indexer: { pollIntervalMs: 100, lockRetryMs: 200 },
      });
      await standby.ready();
      expect(await lockHolders()).toBe(1);
      expect(standby.indexer?.isLeader()).toBe(false);

      leader.kill("SIGKILL");
      await eventually(async () => (standby?.indexer?.isLeader() ? true : undefined), 30_000);
      expect(await lockHolders()).toBe(1);

      // B indexes what happens after the takeover.
      const actions = chainActions(devnet);
      const hash = await actions.sendEth(2, actions.address(5), "0.01");
      const projectId = await insertProject(database.db);
      await eventually(async () => {
        const page = await standby?.inject({
          url: `/v1/account/${actions.address(5)}/history?chainId=${DEVNET_CHAIN_ID}&projectId=${projectId}`,
        });
        const ids = (page?.json().data ?? []).map((tx: { id: string }) => tx.id);
        return ids.includes(hash) ? true : undefined;
      }, 30_000);
    }, 180_000);
  },
);
