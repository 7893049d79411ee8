import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRpcProxyUrl } from "@foyer/core";
import {
  type BitcoinDevnet,
  type Bundler,
  type Chain,
  type Devnet,
  type SolanaDevnet,
  startBitcoinDevnet,
  startBundler,
  startChain,
  startDevnet,
  startSolanaDevnet,
} from "@foyer/devnet";
import { type RunningIdp, startIdp } from "@foyer/idp";
import { type RelayHandle, startRelay } from "@foyer/relay";
import { loadConfig, type RunningServer, startServer } from "@foyer/server";
import { createServer, type ViteDevServer } from "vite";
import { freePort } from "./ports.js";

const demoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../apps/demo");
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");
const walletRoot = join(dirname(fileURLToPath(import.meta.url)), "../../apps/wallet");

/** The second network: in the server's and the demo's lists, not in the test wallet's. */
export const DEVNET2 = { id: 31338, name: "Foyer Devnet 2" } as const;

/** The local world `npm start` runs, started in-process on free ports for one test file. */
export interface World {
  devnet: Devnet;
  /** The devnet's ERC-4337 bundler (alto), with `smartAccounts`; the server routes user operations to it. */
  bundler?: Bundler;
  server: RunningServer;
  /** A second, empty chain the app lists but the test wallet starts without (switching, 4902). */
  devnet2: Chain;
  /** The demo's URL as a visitor types it. */
  demoUrl: string;
  /** The local WalletConnect relay the demo's connector uses (with `relay` or `walletApp`). */
  relay?: RelayHandle;
  /** The WalletConnect test wallet app (`apps/wallet`), on both devnets (with `walletApp`). */
  walletUrl?: string;
  /** The Solana localnet (litesvm), listed by the server and the demo (with `solana`). */
  solana?: SolanaDevnet;
  /** The local identity providers social login uses (with `idp`). */
  idp?: RunningIdp;
  /** The Bitcoin regtest chain (Esplora API), the server's bip122 upstream (with `bitcoin`). */
  bitcoin?: BitcoinDevnet;
  /** The operator's console the server serves (with `console`): `<server>/console/`. */
  consoleUrl?: string;
  stop(): Promise<void>;
}

/** FOYER_ADMIN_TOKEN of a world with the console. */
export const WORLD_ADMIN_TOKEN = "e2e-admin-token-0123456789abcdefghijklmnopqrstuv";

/** Extra parts of the world; without them a test gets what every browser test needs. */
export interface WorldOptions {
  /** Start the WalletConnect relay (`apps/relay`) and point the demo at it. */
  relay?: boolean;
  /** Also serve the WalletConnect test wallet app; implies `relay`. */
  walletApp?: boolean;
  /**
   * Start the bundler as `npm start` does, so the devnet has smart accounts and email users act
   * as one (behaviour §3). Off by default: alto takes seconds to load, and the other browser tests
   * exercise the EOA, which networks without a bundler keep.
   */
  smartAccounts?: boolean;
  /**
   * With `smartAccounts`: the server holds the devnet paymaster's signer and the demo project
   * sponsors its users' gas, as `npm start` has it.
   */
  sponsoredGas?: boolean;
  /** Start the local identity providers (`apps/idp`) and point the server's social login at them. */
  idp?: boolean;
  /**
   * Networks the demo lists after the devnets, by id and name, e.g. Ethereum mainnet to
   * see its logo. Listed only: the world serves no chain for them (their RPC is the
   * server's proxy, which has no upstream for them), so a test never switches to one.
   */
  listedNetworks?: readonly { id: number; name: string }[];
  /**
   * Server base URLs the demo reads its EVM networks through besides the world's own server,
   * listed before it (`VITE_FOYER_RPC_PROXY_URLS`), e.g. a closed port: the ranked fallback
   * must pass it by. Without them the demo reads through the world's server alone.
   */
  rpcProxiesBefore?: readonly string[];
  /** Start the Solana localnet as `npm start` does; the server and the demo list it. */
  solana?: boolean;
  /** Start the Bitcoin regtest chain as `npm start` does; the server proxies and prices it. */
  bitcoin?: boolean;
  /**
   * Serve the operator's console (built up front) with the admin API on: the admin token
   * `WORLD_ADMIN_TOKEN` and the devnet's first account as the operator, as `npm start` has it.
   */
  console?: boolean;
  /** The project id the demo runs as (`VITE_FOYER_PROJECT_ID`); default `demo`. */
  demoProjectId?: string;
  /** Origins besides the demo's the server allows (another app served in the same world). */
  extraOrigins?: readonly string[];
  /**
   * Passkeys: the server's public URL (`FOYER_PUBLIC_URL`) is `http://localhost:PORT`, as with
   * `npm start`, and the demo reaches it (and its wallet frame) there, since WebAuthn takes no IP
   * address as a relying party; the demo itself is served as `127.0.0.1`, so the frame stays a
   * cross-site one as in production.
   */
  passkeys?: boolean;
}

/** BTC's fixed USD price on regtest, as `npm start` configures it. */
export const LOCAL_BTC_PRICE_USD = 90_000;

/** A regtest chain in a data folder of this world's own, removed when the world stops. */
async function startWorldBitcoin(started: (() => Promise<void>)[]): Promise<BitcoinDevnet> {
  const stateDir = mkdtempSync(join(tmpdir(), "foyer-e2e-bitcoin-"));
  started.push(async () => removeScratchDir(stateDir));
  const bitcoin = await startBitcoinDevnet({ stateDir });
  started.push(() => bitcoin.stop());
  return bitcoin;
}

/**
 * A Vite cache folder of this world's own, removed when the world stops. Test files run in
 * parallel processes, each world with its own environment: one shared cache folder is
 * rewritten by one process's optimizer while another's page loads chunks from it, and that
 * page then reloads or fails mid-test.
 */
function viteCacheDir(started: (() => Promise<void>)[]): string {
  const dir = mkdtempSync(join(tmpdir(), "foyer-e2e-vite-"));
  started.push(async () => removeScratchDir(dir));
  return dir;
}

/**
 * Removes a scratch folder under the system's temp folder, best effort. Vite's optimizer may
 * still be writing a `deps_temp_*` folder after its server has closed, so the removal can meet
 * a folder that refills (ENOTEMPTY) however often it retries: a folder left in /tmp is then
 * reported, never a failure of the test file that used it.
 */
function removeScratchDir(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    process.stderr.write(`left scratch folder ${dir}: ${(error as Error).message}\n`);
  }
}

/** SOL's fixed USD price on the localnet, as `npm start` configures it. */
export const LOCAL_SOL_PRICE_USD = 150;

/** The server's FOYER_NETWORKS entry for the Solana localnet (as scripts/start.mjs writes it). */
function solanaServerNetwork(solana: SolanaDevnet) {
  return {
    [solana.caipNetworkId]: {
      name: solana.name,
      rpcUrls: [solana.rpcUrl],
      nativeCurrency: { name: "Solana", symbol: "SOL", decimals: 9 },
      nativePriceUsd: LOCAL_SOL_PRICE_USD,
      tokens: [
        {
          address: solana.keys.usdcMint.address,
          name: "USD Coin",
          symbol: "USDC",
          decimals: 6,
          priceUsd: 1,
        },
      ],
    },
  };
}

export async function startWorld(options: WorldOptions = {}): Promise<World> {
  // Everything started so far, stopped in reverse if a later step fails (or on stop()).
  const started: (() => Promise<void>)[] = [];
  // Every step runs even when one before it throws, so one failing stop leaves no process
  // behind; the first error is rethrown once all have run.
  const stopAll = async () => {
    const errors: unknown[] = [];
    for (const stop of [...started].reverse()) {
      try {
        await stop();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw errors[0];
  };
  try {
    buildFrameOnce();
    if (options.console) buildConsoleOnce();
    const devnet = await startDevnet();
    started.push(() => devnet.stop());
    // alto loads for a few seconds: it starts while the second chain does.
    const bundling = options.smartAccounts ? startBundler({ rpcUrl: devnet.rpcUrl }) : undefined;
    const chainStart = startChain(DEVNET2.id);
    const [bundled, chained] = await Promise.allSettled([bundling, chainStart]);
    if (bundled.status === "fulfilled" && bundled.value) {
      const running = bundled.value;
      started.push(() => running.stop());
    }
    if (chained.status === "fulfilled") started.push(() => chained.value.stop());
    if (bundled.status === "rejected") throw bundled.reason;
    if (chained.status === "rejected") throw chained.reason;
    const bundler = bundled.value;
    const devnet2 = chained.value;
    const solana = options.solana ? await startSolanaDevnet() : undefined;
    if (solana) started.push(() => solana.stop());
    const bitcoin = options.bitcoin ? await startWorldBitcoin(started) : undefined;
    let idp: RunningIdp | undefined;
    if (options.idp) {
      const running = await startIdp({ port: 0 });
      idp = running;
      started.push(() => running.stop());
    }
    const demoPort = await freePort();
    const demoUrl = options.passkeys
      ? `http://127.0.0.1:${demoPort}`
      : `http://localhost:${demoPort}`;
    const serverPort = options.passkeys ? await freePort() : 0;
    const publicUrl = options.passkeys ? `http://localhost:${serverPort}` : undefined;
    const server = await startServer(
      loadConfig({
        PORT: String(serverPort),
        ...(publicUrl ? { FOYER_PUBLIC_URL: publicUrl } : {}),
        DEVNET_RPC_URL: devnet.rpcUrl,
        ...(bundler ? { DEVNET_BUNDLER_URL: bundler.url } : {}),
        FOYER_DATA_DIR: "memory://",
        ...(idp ? { FOYER_IDP_URL: idp.url } : {}),
        // Sign In With Farcaster: the local relay (in the idp) and the devnet's IdRegistry.
        FOYER_FARCASTER_ID_REGISTRY: devnet.manifest.contracts.idRegistry.address,
        DEMO_ORIGINS: [
          ...new Set([
            demoUrl,
            `http://localhost:${demoPort}`,
            `http://127.0.0.1:${demoPort}`,
            ...(options.extraOrigins ?? []),
          ]),
        ].join(","),
        LOG_LEVEL: "warn",
        ...(options.console
          ? {
              FOYER_ADMIN_TOKEN: WORLD_ADMIN_TOKEN,
              FOYER_ADMIN_ADDRESSES: devnet.manifest.accounts[0]?.address ?? "",
            }
          : {}),
        FOYER_NETWORKS: JSON.stringify({
          [`eip155:${DEVNET2.id}`]: { name: DEVNET2.name, rpcUrl: devnet2.rpcUrl },
          ...(solana ? solanaServerNetwork(solana) : {}),
        }),
        FOYER_ONRAMP_TREASURY_KEY: onrampTreasuryKey(devnet),
        ...(options.sponsoredGas && bundler
          ? {
              FOYER_PAYMASTER_SIGNER_KEY: devnet.manifest.contracts.paymaster.signer.privateKey,
              DEMO_SPONSORSHIP: "on",
            }
          : {}),
        ...(bitcoin
          ? {
              BITCOIN_ESPLORA_URL: bitcoin.esploraUrl,
              BITCOIN_PRICE_USD: String(LOCAL_BTC_PRICE_USD),
            }
          : {}),
      }),
    );
    started.push(() => server.close());
    let relay: RelayHandle | undefined;
    if (options.relay || options.walletApp) {
      const running = await startRelay({ port: 0 });
      relay = running;
      started.push(() => running.stop());
      process.env.VITE_FOYER_RELAY_URL = running.url;
    }
    // Vite reads VITE_-prefixed variables from the environment into import.meta.env.
    process.env.VITE_FOYER_SERVER_URL = publicUrl ?? server.url;
    // Set or cleared: one test file's project must not leak into the next one's demo.
    if (options.demoProjectId === undefined) delete process.env.VITE_FOYER_PROJECT_ID;
    else process.env.VITE_FOYER_PROJECT_ID = options.demoProjectId;
    process.env.VITE_FOYER_DEVNET_RPC_URL = devnet.rpcUrl;
    // Set or cleared: one test file's upstreams must not leak into the next one's demo.
    process.env.VITE_FOYER_RPC_PROXY_URLS = options.rpcProxiesBefore
      ? [...options.rpcProxiesBefore, publicUrl ?? server.url].join(",")
      : "";
    process.env.VITE_FOYER_DEVNET_CONTRACTS = devnetContracts(devnet);
    // Set or cleared: one test file's world must not leak its localnet into the next one's demo.
    process.env.VITE_FOYER_SOLANA_NETWORK = solana
      ? JSON.stringify({
          caipNetworkId: solana.caipNetworkId,
          name: solana.name,
          rpcUrl: solana.rpcUrl,
          usdcMint: solana.keys.usdcMint.address,
          devKeySeedHex: solana.keys.accounts[0]?.seedHex,
        })
      : "";
    process.env.VITE_FOYER_BITCOIN_NETWORK = bitcoin
      ? JSON.stringify({
          caipNetworkId: bitcoin.caipNetworkId,
          name: bitcoin.name,
          esploraUrl: bitcoin.esploraUrl,
        })
      : "";
    process.env.VITE_FOYER_EXTRA_NETWORKS = JSON.stringify([
      { id: DEVNET2.id, name: DEVNET2.name, rpcUrl: devnet2.rpcUrl },
      ...(options.listedNetworks ?? []).map(({ id, name }) => ({
        id,
        name,
        rpcUrl: buildRpcProxyUrl({
          baseUrl: server.url,
          caipNetworkId: `eip155:${id}`,
          projectId: "demo",
        }),
      })),
    ]);
    const demo: ViteDevServer = await createServer({
      root: demoRoot,
      configFile: join(demoRoot, "vite.config.ts"),
      cacheDir: viteCacheDir(started),
      logLevel: "warn",
      server: { host: "127.0.0.1", port: demoPort, strictPort: true },
    });
    started.push(() => demo.close());
    await demo.listen();
    const walletUrl =
      options.walletApp && relay
        ? await serveWalletApp(
            relay.url,
            [
              { chainId: 31337, name: "Foyer Devnet", rpcUrl: devnet.rpcUrl },
              { chainId: DEVNET2.id, name: DEVNET2.name, rpcUrl: devnet2.rpcUrl },
            ],
            started,
            idp ? { relayUrl: idp.url, accounts: devnet.manifest.farcaster } : undefined,
          )
        : undefined;
    return {
      devnet,
      ...(bundler ? { bundler } : {}),
      server,
      devnet2,
      demoUrl,
      ...(relay ? { relay } : {}),
      ...(walletUrl ? { walletUrl } : {}),
      ...(solana ? { solana } : {}),
      ...(idp ? { idp } : {}),
      ...(bitcoin ? { bitcoin } : {}),
      ...(options.console ? { consoleUrl: `${server.url}/console/` } : {}),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * The sandbox onramp pays purchases from the devnet's last dev account, as `npm start` does;
 * the tests' wallets are the first ones.
 */
export function onrampTreasuryKey(devnet: Devnet): string {
  const treasury = devnet.manifest.accounts.at(-1);
  if (!treasury) throw new Error("the devnet manifest lists no accounts");
  return treasury.privateKey;
}

/** The contracts the demo's batch and permission panels use, from the devnet's manifest. */
export function devnetContracts(devnet: Devnet): string {
  const { usdc, foy, dexRouter, nft } = devnet.manifest.contracts;
  return JSON.stringify({
    usdc: usdc.address,
    foy: foy.address,
    dexRouter: dexRouter.address,
    nft: nft.address,
  });
}

/**
 * The server serves the embedded wallet's frame from apps/frame/dist. `npm test` builds it up
 * front; this covers a single test file run on its own (a no-op when the build is current).
 */
function buildFrameOnce(): void {
  const result = spawnSync(process.execPath, [join(repoRoot, "scripts/buildFrame.mjs")], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("building apps/frame failed");
}

/**
 * The server serves the operator's console from apps/console/dist. `npm test` builds it up
 * front; this covers a single test file run on its own (a no-op when the build is current).
 */
function buildConsoleOnce(): void {
  const result = spawnSync(process.execPath, [join(repoRoot, "scripts/buildConsole.mjs")], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("building apps/console failed");
}

/**
 * Serves apps/wallet with Vite (as `npm start` does) on the given relay and chains; with
 * `farcaster`, its Farcaster tab uses that auth relay and signs as the devnet's test fids.
 */
async function serveWalletApp(
  relayUrl: string,
  chains: { chainId: number; name: string; rpcUrl: string }[],
  started: (() => Promise<void>)[],
  farcaster?: { relayUrl: string; accounts: readonly unknown[] },
): Promise<string> {
  process.env.VITE_WALLET_RELAY_URL = relayUrl;
  process.env.VITE_WALLET_CHAINS = JSON.stringify(chains);
  if (farcaster) {
    process.env.VITE_WALLET_FARCASTER_RELAY_URL = farcaster.relayUrl;
    process.env.VITE_WALLET_FARCASTER_ACCOUNTS = JSON.stringify(farcaster.accounts);
  }
  const port = await freePort();
  const wallet: ViteDevServer = await createServer({
    root: walletRoot,
    configFile: join(walletRoot, "vite.config.ts"),
    cacheDir: viteCacheDir(started),
    logLevel: "warn",
    server: { host: "127.0.0.1", port, strictPort: true },
  });
  started.push(() => wallet.close());
  await wallet.listen();
  return `http://127.0.0.1:${port}/`;
}
