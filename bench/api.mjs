#!/usr/bin/env node
// API throughput benchmark (run on demand: `node bench/api.mjs`).
// Starts a devnet and, once per database (PGlite in memory; Postgres when
// TEST_DATABASE_URL is set, in a database of its own that is dropped after),
// spawns the provider server (`apps/server/src/main.ts`, LOG_LEVEL=warn,
// FOYER_BENCH_HELLO=1 for the bare `GET /bench/hello`) and loads it with
// autocannon from this process:
//   hello          GET /bench/hello (the baseline: same Fastify, logger, hooks)
//   balance/cached GET /v1/account/{a}/balance, one funded address (10 s server cache)
//   balance/first  GET /v1/account/{x}/balance, a new random address every request
//   history        GET /v1/account/{a}/history, first page (20) from the indexer
//   swap/quote     GET /v1/convert/quotes, 1 ETH → USDC (pool reserves read every request)
//   swap/quote2    GET /v1/convert/quotes, 100 USDC → FOY (direct and two-hop routes compared)
//   rpc/proxy      POST /v1/?chainId=  eth_getBalance through the server
//   rpc/anvil      POST to anvil itself, the same body
// Each pair that is compared (hello vs cached balance, proxy vs anvil) runs
// back to back, so both sides see the same machine load. Prints req/s and
// latency percentiles and checks them against their targets.
// Env: DURATION (s, default 10), CONNECTIONS (default 32), ONLY=pglite|postgres,
// ROUTES=rpc,hello,… (only the rows whose name starts with one of these; the
// checks of rows not run are skipped), PAIRS (default 1: how many times each
// compared pair runs back to back; each run prints, the checks use the medians),
// SERVER_NODE_ARGS (extra node flags for the server, e.g. "--cpu-prof").
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./lib/stats.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

if (!process.env.FOYER_BENCH_CHILD) {
  const child = spawnSync(
    process.execPath,
    ["--conditions=foyer-source", "--import", "tsx", fileURLToPath(import.meta.url)],
    { stdio: "inherit", env: { ...process.env, FOYER_BENCH_CHILD: "1" } },
  );
  process.exit(child.status ?? 1);
}

const autocannon = (await import("autocannon")).default;
const pg = (await import("pg")).default;
const { startDevnet } = await import("@foyer/devnet");
const { loadavg } = await import("node:os");

const duration = Number(process.env.DURATION ?? 10);
const pairs = Number(process.env.PAIRS ?? 1);
const routeFilter = process.env.ROUTES?.split(",").filter(Boolean);
const wanted = (name) =>
  routeFilter === undefined || routeFilter.some((prefix) => name.startsWith(prefix));
const connections = Number(process.env.CONNECTIONS ?? 32);
const CHAIN = "eip155:31337";
const PROJECT = "demo";

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Spawns the server like `npm start -w @foyer/server` does, and waits until it answers. */
async function spawnServer(env) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "--conditions=foyer-source",
      "--import",
      "tsx",
      join(root, "apps/server/src/main.ts"),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        LOG_LEVEL: "warn",
        FOYER_BENCH_HELLO: "1",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("server did not answer /health within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Runs one load and then lets the server drain: a slow route leaves up to
 * `connections` requests queued when autocannon stops, and they must not
 * count against the next route's run.
 */
async function load(name, options) {
  const before = cpuSnapshot();
  const result = await autocannon({ connections, duration, ...options });
  const cpu = cpuSince(before, result.requests.total);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const bad = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad,
    cpu,
  };
}

/**
 * CPU time per request of the server, anvil and this process (autocannon),
 * from /proc: throughput on a shared 2-core machine swings with its
 * neighbours, CPU spent per request much less, so it shows what a change did.
 */
const watched = { server: undefined, anvil: undefined };
const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux

function ticksOf(pid) {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return undefined;
  }
}

function cpuSnapshot() {
  const own = process.cpuUsage();
  return {
    server: ticksOf(watched.server),
    anvil: ticksOf(watched.anvil),
    bench: own.user + own.system,
  };
}

function cpuSince(before, requests) {
  const after = cpuSnapshot();
  const per = (us) => (requests > 0 && Number.isFinite(us) ? us / requests : Number.NaN);
  return {
    server: per((after.server - before.server) * TICK_US),
    anvil: per((after.anvil - before.anvil) * TICK_US),
    bench: per(after.bench - before.bench),
  };
}

/** anvil runs under a shell wrapper (and binds port 0): it is this process's grandchild. */
function anvilPid() {
  const parentOf = (pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  };
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const program = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0")[0];
      if (program?.endsWith("/anvil") && parentOf(parentOf(entry)) === process.pid) {
        return Number(entry);
      }
    } catch {}
  }
  return undefined;
}

const rpcBody = (address) =>
  JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_getBalance", params: [address, "latest"] });

async function benchServer(label, server, devnet, account) {
  const { url } = server;
  watched.server = server.pid;
  watched.anvil = anvilPid();
  const q = `chainId=${encodeURIComponent(CHAIN)}&projectId=${PROJECT}`;
  const balancePath = `/v1/account/${account}/balance?currency=usd&${q}`;
  const historyPath = `/v1/account/${account}/history?${q}`;

  // The indexer starts at block 0; wait until the account's history is there.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const page = await (await fetch(`${url}${historyPath}`)).json();
    if (Array.isArray(page.data) && page.data.length > 0) break;
    if (Date.now() > deadline) throw new Error("indexer did not catch up within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Warm the caches (prices, token metadata, pair addresses) and the JIT.
  for (const path of [balancePath, historyPath]) await fetch(`${url}${path}`);
  await load("warm-up", { url: `${url}${balancePath}`, duration: 2 });

  const rows = [];
  const run = async (name, options) => {
    if (wanted(name)) rows.push(await load(name, options));
  };
  const rpc = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: rpcBody(account),
  };
  const firstRequests = {
    url,
    requests: [
      {
        method: "GET",
        // A fresh address every request: nothing cached for it anywhere.
        setupRequest: (request) => ({
          ...request,
          path: `/v1/account/0x${randomBytes(20).toString("hex")}/balance?currency=usd&${q}`,
        }),
      },
    ],
  };
  for (let pair = 0; pair < pairs; pair++) {
    await run("hello", { url: `${url}/bench/hello` });
    await run("balance/cached", { url: `${url}${balancePath}` });
  }
  await run("balance/first", firstRequests);
  // The same at 4 connections: the latency of one first read without 32 queued behind it.
  await run("balance/first@4", { ...firstRequests, connections: 4 });
  await run("history", { url: `${url}${historyPath}` });
  const native = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
  const { usdc, foy } = devnet.manifest.contracts;
  const quotePath = (amount, from, to) =>
    `/v1/convert/quotes?amount=${amount}&userAddress=${encodeURIComponent(`${CHAIN}:${account}`)}` +
    `&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&gasPrice=1000000000&${q}`;
  await run("swap/quote", {
    url: `${url}${quotePath(10n ** 18n, native, `${CHAIN}:${usdc.address}`)}`,
  });
  await run("swap/quote2", {
    url: `${url}${quotePath(100_000_000n, `${CHAIN}:${usdc.address}`, `${CHAIN}:${foy.address}`)}`,
  });
  // The proxy's path gets its JIT warm-up too, so the first pair isn't penalised.
  if (wanted("rpc")) await load("warm-up", { url: `${url}/v1/?${q}`, ...rpc, duration: 2 });
  for (let pair = 0; pair < pairs; pair++) {
    await run("rpc/proxy", { url: `${url}/v1/?${q}`, ...rpc });
    await run("rpc/anvil", { url: devnet.rpcUrl, ...rpc });
  }

  const load1 = loadavg()[0].toFixed(1);
  console.log(
    `\n${label} — ${connections} connections, ${duration} s each (load average ${load1})`,
  );
  console.log(
    "route            req/s     p50 ms  p99 ms  errors   CPU µs/req: server  anvil  autocannon",
  );
  const us = (value) => (Number.isFinite(value) ? value.toFixed(1) : "–").padStart(7);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(15)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${String(row.bad).padStart(7)}             ${us(row.cpu.server)}${us(row.cpu.anvil)}${us(row.cpu.bench)}`,
    );
  }
  // With PAIRS > 1 a route has several rows; the checks use the median of each figure.
  const figure = (name, key) => {
    const values = rows.filter((row) => row.name === name).map((row) => row[key]);
    return values.length === 0 ? undefined : median(values);
  };
  const check = (names, ok, text) => {
    if (names.some((name) => figure(name, "rps") === undefined)) return;
    console.log(`${ok() ? "met   " : "MISSED"} ${text()}`);
  };
  const share = (a, b) => `${((100 * figure(a, "rps")) / figure(b, "rps")).toFixed(0)}%`;
  check(
    ["balance/cached", "hello"],
    () => figure("balance/cached", "rps") >= 0.7 * figure("hello", "rps"),
    () => `cached balance at ≥ 70% of hello-world: ${share("balance/cached", "hello")}`,
  );
  check(
    ["balance/cached"],
    () => figure("balance/cached", "p99") < 10,
    () => `cached balance p99 < 10 ms: ${figure("balance/cached", "p99")} ms`,
  );
  check(
    ["balance/first"],
    () => figure("balance/first", "p99") < 50,
    () => `first-request balance p99 < 50 ms: ${figure("balance/first", "p99")} ms`,
  );
  check(
    ["rpc/proxy", "rpc/anvil"],
    () => figure("rpc/proxy", "rps") >= 0.7 * figure("rpc/anvil", "rps"),
    () => `RPC proxy at ≥ 70% of anvil direct: ${share("rpc/proxy", "rpc/anvil")}`,
  );
  check(
    ["history"],
    () => figure("history", "p99") <= 20,
    () => `history p99 ≤ 20 ms: ${figure("history", "p99")} ms`,
  );
  if (rows.some((row) => row.bad > 0)) console.log("note: some requests failed (errors column)");
}

const devnet = await startDevnet();
const account = devnet.manifest.accounts[0].address;
try {
  if (process.env.ONLY !== "postgres") {
    const server = await spawnServer({
      DEVNET_RPC_URL: devnet.rpcUrl,
      FOYER_DATA_DIR: "memory://",
    });
    try {
      await benchServer("PGlite (in-process, memory://)", server, devnet, account);
    } finally {
      await server.stop();
    }
  }
  if (process.env.ONLY !== "pglite") {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) {
      console.log(
        "\nPostgres: skipped (set TEST_DATABASE_URL=postgres://… with CREATE DATABASE rights)",
      );
    } else {
      // A database of its own: the indexer's leader lock and rows collide with nobody.
      const name = `foyer_bench_${process.pid}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const server = await spawnServer({ DEVNET_RPC_URL: devnet.rpcUrl, DATABASE_URL: url.href });
        try {
          await benchServer(`Postgres (${url.host})`, server, devnet, account);
        } finally {
          await server.stop();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  }
} finally {
  await devnet.stop();
}
