#!/usr/bin/env node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
// The route fuzzer against a running server, big (run on demand:
// `node bench/routeFuzz.mjs`; REQUESTS, default 20000; SEED, default random
// and printed). Starts the server in-process on 127.0.0.1 (PGlite in memory,
// a fake JSON-RPC upstream), sends malformed queries, bodies, content types,
// sizes and traversals 8 at a time, and prints the status counts, the 5xx,
// hangs and crashes (target: 0), and whether the server is healthy afterwards.
// `npm test` runs the same generator seeded and small (apps/server/test/routeFuzz.test.ts).
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rerunUnderTsx } from "./lib/harness.mjs";

rerunUnderTsx(import.meta.url);

const fc = (await import("fast-check")).default;
const { buildApp, createDatabase, loadConfig } = await import("@foyer/server");
const { prepareDatabase } = await import("../apps/server/src/db/prepare.ts");
const { fuzzRequest, sendAll } = await import("../apps/server/test/support/routeFuzz.ts");

const total = Number(process.env.REQUESTS ?? 20_000);
const seed = Number(process.env.SEED ?? Math.floor(Math.random() * 2 ** 31));

// A JSON-RPC upstream that answers every call with its method name.
const upstream = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    const answer = (item) => ({
      jsonrpc: "2.0",
      id: item?.id ?? null,
      result: item?.method ?? null,
    });
    let payload;
    try {
      payload = JSON.parse(body);
    } catch {
      payload = {};
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(Array.isArray(payload) ? payload.map(answer) : answer(payload)));
  });
});
await new Promise((resolve) => upstream.listen(0, "127.0.0.1", resolve));

const root = await mkdtemp(join(tmpdir(), "foyer-route-fuzz-"));
await mkdir(join(root, "frame", "assets"), { recursive: true });
await writeFile(join(root, "frame", "index.html"), "<!doctype html><title>frame</title>");
await writeFile(join(root, "outside.txt"), "OUTSIDE-THE-FRAME-FOLDER");

const config = loadConfig({
  PORT: "0",
  FOYER_DATA_DIR: "memory://",
  LOG_LEVEL: "silent",
  DEVNET_RPC_URL: `http://127.0.0.1:${upstream.address().port}`,
  FOYER_FRAME_DIR: join(root, "frame"),
});
const database = await createDatabase(config);
await prepareDatabase(database, config);
const app = await buildApp({ config, database, auth: { deviceWaitMs: 200 } });
await app.listen({ host: "127.0.0.1", port: 0 });
const port = app.server.address().port;

const requests = fc.sample(fuzzRequest("demo"), { numRuns: total, seed });
const started = performance.now();
const answers = await sendAll(port, requests, 8);
const seconds = (performance.now() - started) / 1000;
const byStatus = new Map();
for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
const huge = (body) => (body?.length ?? 0) > 1_048_576;
const serverErrors = answers.filter((a) => a.status >= 500);
const hangs = answers.filter((a) => a.status === 0 && !huge(a.request.body));
const leaks = answers.filter((a) => a.body.includes("OUTSIDE-THE-FRAME-FOLDER"));
const health = await fetch(`http://127.0.0.1:${port}/health`);

console.log(
  `route fuzz: ${total} requests, seed ${seed}, ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} req/s)`,
);
console.log(
  `  statuses: ${[...byStatus]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s === -1 ? "unsendable" : s}×${n}`)
    .join(" ")}`,
);
console.log(
  `  5xx: ${serverErrors.length}; hangs or drops (bodies within the limit): ${hangs.length}; files leaked: ${leaks.length}`,
);
console.log(`  healthy afterwards: ${health.status === 200 ? "yes" : `no (${health.status})`}`);
for (const failure of [...serverErrors, ...hangs].slice(0, 10)) {
  console.log(`  ${failure.status} ${failure.request.method} ${failure.request.path}`);
}
await app.close();
await database.close();
upstream.close();
await rm(root, { recursive: true, force: true });
process.exit(
  serverErrors.length + hangs.length + leaks.length === 0 && health.status === 200 ? 0 : 1,
);
