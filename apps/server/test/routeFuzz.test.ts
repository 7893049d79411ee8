import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import type { Database } from "../src/db/database.js";
import { testConfig } from "./support/app.js";
import { insertProject, pgliteDriver } from "./support/databases.js";
import { fuzzRequest, sendAll, TRAVERSALS } from "./support/routeFuzz.js";
import { type FakeUpstream, startFakeUpstream } from "./support/upstream.js";

/** Fixed, so a failure repeats; `bench/routeFuzz.mjs` runs many more with other seeds. */
const SEED = 20_251_125;
const REQUESTS = 600;
const OUTSIDE_MARKER = "OUTSIDE-THE-FRAME-FOLDER";

describe(`route fuzzer: ${REQUESTS} malformed requests over a socket (seed ${SEED})`, () => {
  let database: Database;
  let upstream: FakeUpstream;
  let app: FastifyInstance;
  let port: number;
  let projectId: string;
  let root: string;

  beforeAll(async () => {
    database = await pgliteDriver.open();
    upstream = await startFakeUpstream();
    root = await mkdtemp(join(tmpdir(), "foyer-fuzz-"));
    const frameDir = join(root, "frame");
    await mkdir(join(frameDir, "assets"), { recursive: true });
    await writeFile(join(frameDir, "index.html"), "<!doctype html><title>frame</title>");
    await writeFile(join(frameDir, "assets", "app.js"), "export {};");
    await writeFile(join(root, "outside.txt"), OUTSIDE_MARKER);
    const config = testConfig({
      DEVNET_RPC_URL: upstream.url,
      FOYER_FRAME_DIR: frameDir,
      PORT: "0",
    });
    app = await buildApp({
      config,
      database,
      projectCacheTtlMs: 0,
      // A long poll would look like a hang to the fuzzer; its length is not what is fuzzed here.
      auth: { deviceWaitMs: 200 },
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    port = typeof address === "object" && address !== null ? address.port : 0;
    projectId = await insertProject(database.db, { allowedOrigins: ["https://dapp.example"] });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
    await rm(root, { recursive: true, force: true });
  });

  it("answers every request without a 5xx, a hang or a crash, serves nothing outside its folders, and stays healthy", async () => {
    const requests = fc.sample(fuzzRequest(projectId), { numRuns: REQUESTS, seed: SEED });
    const answers = await sendAll(port, requests);
    const huge = (body: string | undefined) => (body?.length ?? 0) > 1_048_576;
    const failures = answers.filter(
      (answer) =>
        answer.status >= 500 ||
        // A dropped connection is an answer only for a body over the limit (413, then close).
        (answer.status === 0 && !huge(answer.request.body)),
    );
    expect(failures.map((f) => `${f.status} ${f.request.method} ${f.request.path}`)).toEqual([]);
    expect(answers.some((answer) => answer.body.includes(OUTSIDE_MARKER))).toBe(false);
    // The run reached the routes, not just the 404 handler.
    const statuses = new Set(answers.map((answer) => answer.status));
    for (const status of [200, 400, 401, 404]) expect(statuses).toContain(status);

    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    const rpc = await fetch(
      `http://127.0.0.1:${port}/v1/?chainId=eip155:31337&projectId=${projectId}`,
      {
        method: "POST",
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      },
    );
    expect(await rpc.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "eth_chainId" });
  }, 120_000);

  it.each(TRAVERSALS)("never serves a file outside the frame folder: %s", async (path) => {
    const [answer] = await sendAll(port, [{ method: "GET", path, headers: {}, body: undefined }]);
    expect(answer?.status).toBeLessThan(500);
    expect(answer?.status).not.toBe(200);
    expect(answer?.body).not.toContain(OUTSIDE_MARKER);
  });
});
