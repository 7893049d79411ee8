import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.js";
import { pgliteDriver } from "./support/databases.js";
import { useFrameBuild } from "./support/frameBuild.js";
import { fuzzRequest, sendAll, TRAVERSALS } from "./support/routeFuzz.js";
import { useServerApp } from "./support/serverApp.js";

/** Fixed, so a failure repeats; `bench/routeFuzz.mjs` runs many more with other seeds. */
const SEED = 20_251_125;
const REQUESTS = 600;
const OUTSIDE_MARKER = "OUTSIDE-THE-FRAME-FOLDER";

describe(`route fuzzer: ${REQUESTS} malformed requests over a socket (seed ${SEED})`, () => {
  const frame = useFrameBuild(
    { "index.html": "<!doctype html><title>frame</title>", "assets/app.js": "export {};" },
    { name: "outside.txt", text: OUTSIDE_MARKER },
  );
  const world = useServerApp(pgliteDriver, {
    upstream: true,
    build: ({ database, upstream }) =>
      createTestApp(database, {
        env: { DEVNET_RPC_URL: upstream.url, FOYER_FRAME_DIR: frame.dist, PORT: "0" },
        // A long poll would look like a hang to the fuzzer; its length is not what is fuzzed here.
        app: { auth: { deviceWaitMs: 200 } },
      }),

    listen: true,
    project: { allowedOrigins: ["https://dapp.example"] },
  });

  it("answers every request without a 5xx, a hang or a crash, serves nothing outside its folders, and stays healthy", async () => {
    const requests = fc.sample(fuzzRequest(world.projectId), { numRuns: REQUESTS, seed: SEED });
    const answers = await sendAll(world.port, requests);
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

    const health = await fetch(`http://127.0.0.1:${world.port}/health`);
    expect(health.status).toBe(200);
    const rpc = await fetch(
      `http://127.0.0.1:${world.port}/v1/?chainId=eip155:31337&projectId=${world.projectId}`,
      {
        method: "POST",
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      },
    );
    expect(await rpc.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "eth_chainId" });
  }, 120_000);

  it.each(TRAVERSALS)("never serves a file outside the frame folder: %s", async (path) => {
    const [answer] = await sendAll(world.port, [
      { method: "GET", path, headers: {}, body: undefined },
    ]);
    expect(answer?.status).toBeLessThan(500);
    expect(answer?.status).not.toBe(200);
    expect(answer?.body).not.toContain(OUTSIDE_MARKER);
  });
});
