#!/usr/bin/env node
// Failover time with one of two upstreams hung (run on demand: `node bench/failover.mjs`,
// RUNS=7 by default). Two local JSON-RPC upstreams: the first accepts the
// connection and never answers, the second answers at once. For each run a
// fresh server (PGlite in memory) and a fresh browser transport, so the first
// call meets the hung upstream knowing nothing about it. Prints, median (min–max):
// - the RPC proxy (`POST /v1/`) and the blockchain API's chain client (a
//   balance read): the first call, and the next one once the hung upstream ranks last;
// - @foyer/evm's chain transport (viem fallback + core's retry rules) reading
//   the block number through both URLs directly.
// Every answer must come before the 10 s deadline.
import { createServer } from "node:http";
import { rerunUnderTsx } from "./lib/harness.mjs";

rerunUnderTsx(import.meta.url);

const { buildApp, createDatabase, loadConfig } = await import("@foyer/server");
const { prepareDatabase } = await import("../apps/server/src/db/prepare.ts");
const { rpcTransport } = await import("../packages/evm/src/transports.ts");
const { createPublicClient } = await import("viem");

const runs = Number(process.env.RUNS ?? 7);

function answerOf(item) {
  const results = { eth_chainId: "0x7a69", eth_blockNumber: "0x10", eth_getBalance: "0x0" };
  return { jsonrpc: "2.0", id: item?.id ?? null, result: results[item?.method] ?? true };
}
async function upstream(hang) {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (hang) return;
      const payload = JSON.parse(body);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(Array.isArray(payload) ? payload.map(answerOf) : answerOf(payload)),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

const hung = await upstream(true);
const good = await upstream(false);
const config = loadConfig({
  FOYER_DATA_DIR: "memory://",
  LOG_LEVEL: "silent",
  FOYER_NETWORKS: JSON.stringify({
    "eip155:31337": { name: "Devnet", rpcUrls: [hung.url, good.url] },
  }),
});
const database = await createDatabase(config);
await prepareDatabase(database, config);

const timed = async (work) => {
  const started = performance.now();
  const ok = await work();
  return { ms: performance.now() - started, ok };
};
const results = {
  proxyFirst: [],
  proxyNext: [],
  balanceFirst: [],
  balanceNext: [],
  clientFirst: [],
  clientNext: [],
};
let failures = 0;
for (let run = 0; run < runs; run++) {
  for (const kind of ["proxy", "balance"]) {
    const app = await buildApp({ config, database, projectCacheTtlMs: 0, blockchainCacheTtlMs: 0 });
    await app.ready();
    const call =
      kind === "proxy"
        ? async () =>
            (
              await app.inject({
                method: "POST",
                url: "/v1/?chainId=eip155:31337&projectId=demo",
                payload: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}',
              })
            ).statusCode === 200
        : async () =>
            (
              await app.inject({
                url: `/v1/account/0x${"1".repeat(40)}/balance?currency=usd&chainId=eip155:31337&projectId=demo`,
              })
            ).statusCode === 200;
    for (const which of ["First", "Next"]) {
      const { ms, ok } = await timed(call);
      if (!ok || ms >= 10_000) failures++;
      results[`${kind}${which}`].push(ms);
    }
    await app.close();
  }
  const client = createPublicClient({
    transport: rpcTransport([hung.url, good.url]),
    cacheTime: 0,
  });
  for (const which of ["First", "Next"]) {
    const { ms, ok } = await timed(
      async () => (await client.getBlockNumber({ cacheTime: 0 })) === 16n,
    );
    if (!ok || ms >= 10_000) failures++;
    results[`client${which}`].push(ms);
  }
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `${median.toFixed(0)} ms (${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)})`;
};
console.log(
  `failover with the first of two upstreams hung, median of ${runs} (min–max); deadline 10 s`,
);
console.log(
  `  RPC proxy        first call ${summary(results.proxyFirst)}, next ${summary(results.proxyNext)}`,
);
console.log(
  `  balance (chain)  first call ${summary(results.balanceFirst)}, next ${summary(results.balanceNext)}`,
);
console.log(
  `  browser transport first call ${summary(results.clientFirst)}, next ${summary(results.clientNext)}`,
);
console.log(`  answers missing or past the deadline: ${failures}`);
await database.close();
hung.server.closeAllConnections();
hung.server.close();
good.server.close();
process.exit(failures === 0 ? 0 : 1);
