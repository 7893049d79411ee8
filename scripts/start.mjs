#!/usr/bin/env node
// `npm start`: runs the whole local world — devnet, provider server (embedded
// Postgres), demo dApp, Next.js example — with prefixed logs, and stops all of it on Ctrl-C.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildConsole } from "./buildConsole.mjs";
import { buildFrame } from "./buildFrame.mjs";
import { buildNext, nextEnv } from "./buildNext.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;
const ports = {
  devnet: Number(env.DEVNET_PORT ?? 8545),
  devnet2: Number(env.DEVNET2_PORT ?? 8546),
  bundler: Number(env.BUNDLER_PORT ?? 4337),
  server: Number(env.PORT ?? 8787),
  demo: Number(env.DEMO_PORT ?? 5173),
  relay: Number(env.RELAY_PORT ?? 8555),
  wallet: Number(env.WALLET_PORT ?? 5174),
  solana: Number(env.SOLANA_PORT ?? 8899),
  bitcoin: Number(env.BITCOIN_PORT ?? 3002),
  idp: Number(env.IDP_PORT ?? 8788),
  next: Number(env.NEXT_PORT ?? 3000),
};
const urls = {
  devnet: `http://127.0.0.1:${ports.devnet}`,
  devnet2: `http://127.0.0.1:${ports.devnet2}`,
  bundler: `http://127.0.0.1:${ports.bundler}`,
  server: `http://127.0.0.1:${ports.server}`,
  demo: `http://localhost:${ports.demo}`,
  relay: `ws://127.0.0.1:${ports.relay}`,
  wallet: `http://127.0.0.1:${ports.wallet}`,
  solana: `http://127.0.0.1:${ports.solana}`,
  bitcoin: `http://127.0.0.1:${ports.bitcoin}`,
  idp: `http://127.0.0.1:${ports.idp}`,
  next: `http://127.0.0.1:${ports.next}`,
};
// The server's public URL: what the demo, the wallet frame and mailed links use (see below).
const publicServerUrl = `http://localhost:${ports.server}`;
// One PGlite folder per world, named by the server's port: a second world started with
// shifted ports gets its own instead of fighting over the first one's (the server refuses
// a folder another server holds). FOYER_DATA_DIR picks one explicitly; DATABASE_URL skips it.
const dataDir =
  env.FOYER_DATA_DIR ??
  join(root, "apps/server/.data", ports.server === 8787 ? "pglite" : `pglite-${ports.server}`);
/**
 * The admin API's token in development (shown in the README): `foyer-admin` and scripts use
 * it; the console signs the operator in with the devnet's first account instead.
 */
const DEV_ADMIN_TOKEN = "foyer-dev-admin-token-not-for-production";
// Workspace packages resolve to their TypeScript sources under this condition; tsx runs them.
const tsNode = [process.execPath, "--conditions=foyer-source", "--import", "tsx"];
const colors = {
  devnet: 35,
  devnet2: 95,
  solana: 96,
  bitcoin: 93,
  server: 36,
  relay: 34,
  wallet: 31,
  demo: 33,
  idp: 94,
  next: 37,
  start: 32,
};
// The Solana localnet is saved here on a clean stop and resumed from it (per port, like PGlite).
const solanaState = join(
  root,
  "apps/devnet/.data",
  ports.solana === 8899 ? "solana" : `solana-${ports.solana}`,
);
const solanaManifestPath = join(solanaState, "network.json");
// The Bitcoin regtest chain is saved here after every block (per port, like the others).
const bitcoinState = join(
  root,
  "apps/devnet/.data",
  ports.bitcoin === 3002 ? "bitcoin" : `bitcoin-${ports.bitcoin}`,
);
const bitcoinManifestPath = join(bitcoinState, "network.json");
/** BTC's USD price on regtest: a fixed figure, since no Bitcoin market runs locally. */
const LOCAL_BTC_PRICE_USD = 90_000;
/** SOL's USD price on the local chain: a fixed figure, since no Solana market runs locally. */
const LOCAL_SOL_PRICE_USD = 150;
/** The development server's metrics token (`npm start` only; production sets its own). */
const DEV_METRICS_TOKEN = "foyer-dev-metrics-token-not-a-secret";
/** The second chain: the devnet's saved state under its own chain id, so it has the same tokens. */
const devnet2 = { id: 31338, name: "Foyer Devnet 2" };
const started = performance.now();
const children = new Map();
let stopping = false;

function log(name, line) {
  process.stdout.write(`\x1b[${colors[name]}m${name.padEnd(7)}\x1b[0m │ ${line}\n`);
}

function run(name, command, args, options) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...env, FORCE_COLOR: "1", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // own process group, so stop() reaches grandchildren (tsx, anvil)
  });
  children.set(name, child);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) log(name, line);
    });
  }
  child.on("exit", (code, signal) => {
    children.delete(name);
    if (!stopping) {
      log("start", `${name} exited (${signal ?? code}); stopping the rest`);
      stop(1);
    }
  });
  return child;
}

async function waitFor(name, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not become ready within ${timeoutMs / 1000} s`);
}

const rpcAnswers = (url) => async () => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
  });
  return response.ok;
};
const httpAnswers = (url) => async () => (await fetch(url)).ok;

function solanaManifest() {
  return JSON.parse(readFileSync(solanaManifestPath, "utf8"));
}

/** The Solana localnet as the server lists it: SOL and the USDC mint, at fixed prices. */
function solanaServerNetwork() {
  const { caipNetworkId, name, usdc } = solanaManifest();
  return {
    [caipNetworkId]: {
      name,
      rpcUrls: [urls.solana],
      nativeCurrency: { name: "Solana", symbol: "SOL", decimals: 9 },
      nativePriceUsd: LOCAL_SOL_PRICE_USD,
      tokens: [{ ...usdc, priceUsd: 1 }],
    },
  };
}

/** What the demo needs of the Solana localnet: its id, name, own RPC and dev key 0. */
function solanaDemoNetwork() {
  const { caipNetworkId, name, usdc, accounts } = solanaManifest();
  return JSON.stringify({
    caipNetworkId,
    name,
    rpcUrl: urls.solana,
    usdcMint: usdc.address,
    devKeySeedHex: accounts[0].seedHex,
  });
}

function bitcoinManifest() {
  return JSON.parse(readFileSync(bitcoinManifestPath, "utf8"));
}

/** What the demo (and its test wallet) needs of the regtest chain: id, name and Esplora URL. */
function bitcoinDemoNetwork() {
  const { caipNetworkId, name } = bitcoinManifest();
  return JSON.stringify({ caipNetworkId, name, esploraUrl: urls.bitcoin });
}

const readManifest = () =>
  JSON.parse(readFileSync(join(root, "apps/devnet/build/manifest.json"), "utf8"));

/** The sandbox onramp pays purchases from the devnet's last dev account (a public test key). */
function onrampTreasuryKey() {
  return env.FOYER_ONRAMP_TREASURY_KEY ?? readManifest().accounts.at(-1).privateKey;
}

function devnetManifest() {
  return readManifest().contracts;
}

/** The key the devnet's paymaster trusts (a public test key), for the server's paymaster service. */
function paymasterSignerKey() {
  return env.FOYER_PAYMASTER_SIGNER_KEY ?? devnetManifest().paymaster.signer.privateKey;
}

/** The contracts the demo's batch and permission panels use, from the devnet build's manifest. */
function devnetContracts() {
  const manifest = devnetManifest();
  return JSON.stringify({
    usdc: manifest.usdc.address,
    foy: manifest.foy.address,
    dexRouter: manifest.dexRouter.address,
    nft: manifest.nft.address,
  });
}

/**
 * The server's FOYER_NETWORKS: the second devnet with its tokens and DEX (the same addresses as
 * the first, from the same saved state), under any networks the caller set there.
 */
function serverNetworks() {
  const { usdc, foy, weth, dexFactory } = devnetManifest();
  const token = ({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals });
  const own = {
    ...solanaServerNetwork(),
    [`eip155:${devnet2.id}`]: {
      name: devnet2.name,
      rpcUrls: [urls.devnet2],
      tokens: [token(usdc), token(foy), token(weth)],
      dex: { factory: dexFactory.address, stablecoin: usdc.address, wrappedNative: weth.address },
      indexFromBlock: 0,
    },
  };
  return JSON.stringify({ ...own, ...(env.FOYER_NETWORKS ? JSON.parse(env.FOYER_NETWORKS) : {}) });
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  const forceTimer = setTimeout(() => {
    for (const child of children.values()) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    process.exit(code);
  }, 5000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(forceTimer);
      process.exit(code);
    }
  }, 50);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

try {
  // The devnet's CLI also starts the ERC-4337 bundler (alto) once the chain is up.
  run(
    "devnet",
    tsNode[0],
    [
      ...tsNode.slice(1),
      "src/cli.ts",
      "--port",
      String(ports.devnet),
      "--bundler-port",
      String(ports.bundler),
    ],
    { cwd: join(root, "apps/devnet") },
  );
  await waitFor("devnet", rpcAnswers(urls.devnet), 180_000);
  const devnetReady = performance.now();

  // The second devnet loads the state the first one just built (or found current).
  run(
    "devnet2",
    tsNode[0],
    [
      ...tsNode.slice(1),
      "src/cli.ts",
      "--port",
      String(ports.devnet2),
      "--chain-id",
      String(devnet2.id),
      "--no-bundler",
    ],
    { cwd: join(root, "apps/devnet") },
  );
  await waitFor("devnet2", rpcAnswers(urls.devnet2), 60_000);

  // The Solana localnet (litesvm), resumed from where the last clean stop saved it.
  run(
    "solana",
    tsNode[0],
    [
      ...tsNode.slice(1),
      "src/solanaCli.ts",
      "--port",
      String(ports.solana),
      "--state",
      solanaState,
      "--manifest",
      solanaManifestPath,
    ],
    { cwd: join(root, "apps/devnet") },
  );
  // The CLI writes its manifest once listening: both must be there.
  await waitFor(
    "solana",
    async () => (await httpAnswers(`${urls.solana}/health`)()) && existsSync(solanaManifestPath),
    60_000,
  );

  // The Bitcoin regtest chain (Esplora REST API), resumed from its saved blocks.
  run(
    "bitcoin",
    tsNode[0],
    [
      ...tsNode.slice(1),
      "src/bitcoinCli.ts",
      "--port",
      String(ports.bitcoin),
      "--state",
      bitcoinState,
      "--manifest",
      bitcoinManifestPath,
    ],
    { cwd: join(root, "apps/devnet") },
  );
  await waitFor(
    "bitcoin",
    async () =>
      (await httpAnswers(`${urls.bitcoin}/blocks/tip/height`)()) && existsSync(bitcoinManifestPath),
    60_000,
  );

  // The server serves the embedded wallet's frame from apps/frame/dist and the operator's
  // console from apps/console/dist, here with the Foyer Test Wallet (skipped when current).
  buildFrame({ log: (line) => log("start", line) });
  buildConsole({
    log: (line) => log("start", line),
    testWallet: { rpcUrl: urls.devnet, chainId: 31337 },
  });

  // The Next.js example builds (skipped when current) while the rest starts; a failed
  // build is reported and leaves everything else running.
  const nextBuilt = buildNext({ log: (line) => log("next", line) }).then(
    () => true,
    (error) => {
      log("next", error instanceof Error ? error.message : String(error));
      return false;
    },
  );

  // Social login's stand-in providers (Google, Apple, GitHub, X, Facebook, Discord) and
  // Farcaster's auth relay, whose sign-in links open the test wallet's Farcaster tab.
  run(
    "idp",
    tsNode[0],
    [
      ...tsNode.slice(1),
      "src/cli.ts",
      "--port",
      String(ports.idp),
      "--farcaster-client",
      `${urls.wallet}/`,
    ],
    { cwd: join(root, "apps/idp") },
  );
  await waitFor("idp", httpAnswers(`${urls.idp}/health`), 60_000);

  run("server", tsNode[0], [...tsNode.slice(1), "src/main.ts"], {
    cwd: join(root, "apps/server"),
    env: {
      PORT: String(ports.server),
      FOYER_DATA_DIR: dataDir,
      DEVNET_RPC_URL: urls.devnet,
      DEVNET_BUNDLER_URL: urls.bundler,
      FOYER_ONRAMP_TREASURY_KEY: onrampTreasuryKey(),
      // Sponsored gas: the devnet's paymaster signer, and the demo project paying its users' gas.
      FOYER_PAYMASTER_SIGNER_KEY: paymasterSignerKey(),
      DEMO_SPONSORSHIP: env.DEMO_SPONSORSHIP ?? "on",
      FOYER_IDP_URL: env.FOYER_IDP_URL ?? urls.idp,
      // Sign In With Farcaster: the relay in the idp, the devnet's IdRegistry.
      FOYER_FARCASTER_ID_REGISTRY:
        env.FOYER_FARCASTER_ID_REGISTRY ?? devnetManifest().idRegistry.address,
      FOYER_NETWORKS: serverNetworks(),
      BITCOIN_ESPLORA_URL: env.BITCOIN_ESPLORA_URL ?? urls.bitcoin,
      BITCOIN_PRICE_USD: env.BITCOIN_PRICE_USD ?? String(LOCAL_BTC_PRICE_USD),
      DEMO_ORIGINS: env.DEMO_ORIGINS ?? `${urls.demo},http://127.0.0.1:${ports.demo}`,
      // GET /metrics for a local Prometheus or curl; a public development value, not a secret.
      FOYER_METRICS_TOKEN: env.FOYER_METRICS_TOKEN ?? DEV_METRICS_TOKEN,
      // Browsers reach the server and its wallet frame by name: WebAuthn takes no IP address as
      // a relying party, so passkeys need the frame on localhost (mailed links follow).
      FOYER_PUBLIC_URL: env.FOYER_PUBLIC_URL ?? publicServerUrl,
      // The admin API and the console: the development token, the devnet's first account.
      FOYER_ADMIN_TOKEN: env.FOYER_ADMIN_TOKEN ?? DEV_ADMIN_TOKEN,
      FOYER_ADMIN_ADDRESSES: env.FOYER_ADMIN_ADDRESSES ?? readManifest().accounts[0].address,
    },
  });
  await waitFor("server", httpAnswers(`${urls.server}/health`), 60_000);

  run("relay", tsNode[0], [...tsNode.slice(1), "src/cli.ts", "--port", String(ports.relay)], {
    cwd: join(root, "apps/relay"),
  });
  await waitFor("relay", httpAnswers(`http://127.0.0.1:${ports.relay}/health`), 60_000);

  run(
    "wallet",
    process.execPath,
    [join(root, "node_modules/vite/bin/vite.js"), "--port", String(ports.wallet), "--strictPort"],
    {
      cwd: join(root, "apps/wallet"),
      env: {
        VITE_WALLET_RELAY_URL: urls.relay,
        VITE_WALLET_CHAINS: JSON.stringify([
          { chainId: 31337, name: "Foyer Devnet", rpcUrl: urls.devnet },
          { chainId: devnet2.id, name: devnet2.name, rpcUrl: urls.devnet2 },
        ]),
        // The Farcaster tab: the relay in the idp, the devnet's test fids and custody keys.
        VITE_WALLET_FARCASTER_RELAY_URL: urls.idp,
        VITE_WALLET_FARCASTER_ACCOUNTS: JSON.stringify(readManifest().farcaster),
      },
    },
  );
  await waitFor("wallet", httpAnswers(`${urls.wallet}/`), 60_000);

  run(
    "demo",
    process.execPath,
    [join(root, "node_modules/vite/bin/vite.js"), "--port", String(ports.demo), "--strictPort"],
    {
      cwd: join(root, "apps/demo"),
      env: {
        VITE_FOYER_SERVER_URL: env.FOYER_PUBLIC_URL ?? publicServerUrl,
        // Two upstreams for the EVM reads, ranked and failed over by the EVM adapter: the
        // server under both of its local names. Both are the server's proxy, so the console's
        // usage still counts every read; a deployment lists its second server instead.
        VITE_FOYER_RPC_PROXY_URLS:
          env.VITE_FOYER_RPC_PROXY_URLS ??
          [env.FOYER_PUBLIC_URL ?? publicServerUrl, `http://127.0.0.1:${ports.server}`].join(","),
        VITE_FOYER_DEVNET_RPC_URL: urls.devnet,
        VITE_FOYER_RELAY_URL: urls.relay,
        VITE_FOYER_DEVNET_CONTRACTS: devnetContracts(),
        VITE_FOYER_SOLANA_NETWORK: solanaDemoNetwork(),
        VITE_FOYER_BITCOIN_NETWORK: bitcoinDemoNetwork(),
        VITE_FOYER_EXTRA_NETWORKS:
          env.VITE_FOYER_EXTRA_NETWORKS ??
          JSON.stringify([{ id: devnet2.id, name: devnet2.name, rpcUrl: urls.devnet2 }]),
      },
    },
  );
  await waitFor("demo", httpAnswers(`http://127.0.0.1:${ports.demo}/`), 60_000);
  // The Next.js example: the connect button rendered on the server, on the same chains.
  const nextRunning = await nextBuilt;
  if (nextRunning && !stopping) {
    run(
      "next",
      process.execPath,
      [
        join(root, "node_modules/next/dist/bin/next"),
        "start",
        "-H",
        "127.0.0.1",
        "-p",
        String(ports.next),
      ],
      {
        cwd: join(root, "apps/next"),
        env: {
          ...nextEnv,
          FOYER_DEVNET_RPC_URL: urls.devnet,
          FOYER_DEVNET2_RPC_URL: urls.devnet2,
        },
      },
    );
    await waitFor("next", httpAnswers(`${urls.next}/`), 60_000);
  }
  // alto takes a few seconds to load; it has been starting beside everything above.
  await waitFor("devnet", rpcAnswers(urls.bundler), 120_000);

  if (!stopping) {
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    log("start", "");
    log("start", `Foyer's local world is up in ${seconds(performance.now() - started)}`);
    log("start", `  demo dApp        ${urls.demo}`);
    log(
      "start",
      nextRunning
        ? `  Next.js example  ${urls.next}  (server-rendered button; /two: two apps on one page)`
        : "  Next.js example  not running: its build failed (see above)",
    );
    log("start", `  provider server  ${urls.server}  (health: ${urls.server}/health)`);
    log(
      "start",
      `  database         ${env.DATABASE_URL ? "DATABASE_URL" : `PGlite in ${dataDir}`}`,
    );
    log("start", `  dev mailbox      ${urls.server}/dev/mailbox  (email login codes)`);
    log(
      "start",
      // A token of the operator's own is a secret: only the development one is printed.
      `  console          ${env.FOYER_PUBLIC_URL ?? publicServerUrl}/console/  (operator: the devnet's first account; admin token ${env.FOYER_ADMIN_TOKEN ? "from FOYER_ADMIN_TOKEN" : DEV_ADMIN_TOKEN})`,
    );
    log("start", `  identity (idp)   ${urls.idp}  (social login stand-ins, Farcaster auth relay)`);
    log("start", `  relay            ${urls.relay}  (WalletConnect)`);
    log(
      "start",
      `  test wallet      ${urls.wallet}  (WalletConnect and Farcaster client, for a second tab)`,
    );
    log(
      "start",
      `  devnet (anvil)   ${urls.devnet}  chain 31337, ready after ${seconds(devnetReady - started)}`,
    );
    log(
      "start",
      `  devnet 2         ${urls.devnet2}  chain ${devnet2.id} (same tokens, own ledger)`,
    );
    log("start", `  bundler          ${urls.bundler}  ERC-4337 (alto), reached through the server`);
    log(
      "start",
      `  solana           ${urls.solana}  ${solanaManifest().caipNetworkId} (litesvm; saved on stop)`,
    );
    log(
      "start",
      `  bitcoin          ${urls.bitcoin}  ${bitcoinManifest().caipNetworkId} (regtest, Esplora API; saved every block)`,
    );
    log("start", "Press Ctrl-C to stop everything.");
  }
} catch (error) {
  log("start", error instanceof Error ? error.message : String(error));
  stop(1);
}
