import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { hexToBytes } from "viem";
import { devAccount } from "./accounts.js";
import { startAnvil } from "./anvil.js";
import { startBundler } from "./bundler/startBundler.js";
import { buildClients } from "./clients.js";
import { compileContracts, solcVersion } from "./compile.js";
import { deployContracts } from "./deploy.js";
import { registerFarcasterAccounts } from "./farcaster.js";
import { writeFileAtomic } from "./files.js";
import { withFileLock } from "./lock.js";
import { assembleManifest, type DevnetManifest, readManifest } from "./manifest.js";
import {
  artifactsDir,
  buildDir,
  buildInfoPath,
  contractsDir,
  devnetRoot,
  manifestPath,
  statePath,
} from "./paths.js";
import { DEV_ACCOUNT_ETH, seedChain } from "./seed.js";

export interface DevnetBuild {
  manifest: DevnetManifest;
  statePath: string;
  /** False when the cached build was up to date. */
  rebuilt: boolean;
}

export interface EnsureBuildOptions {
  /** Rebuild even if the cache is current. */
  force?: boolean;
  /** Progress output; defaults to stderr so it never mixes with a CLI's stdout. */
  log?: (line: string) => void;
}

/**
 * Modules whose code shapes the compiled artifacts or the saved chain. Runtime-only modules
 * (devnet.ts, cli.ts, index.ts) are left out so editing them does not force a rebuild.
 */
const buildModules = [
  "abis.ts",
  "accounts.ts",
  "anvil.ts",
  "build.ts",
  "bundler/bundlerAccounts.ts",
  "bundler/loopbackOnly.mjs",
  "bundler/startBundler.ts",
  "clients.ts",
  "compile.ts",
  "deploy.ts",
  "entryPoint.ts",
  "farcaster.ts",
  "files.ts",
  "manifest.ts",
  "paymaster/paymasterAccounts.ts",
  "seed.ts",
  "smartAccounts.ts",
  "supervise.ts",
];

/**
 * Everything the saved chain depends on: our Solidity, the versions of the compiler, the
 * imported contract packages and anvil (its state format), and the build code itself.
 */
async function computeBuildHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const pkg of [
    "@account-abstraction/contracts",
    "@openzeppelin/contracts",
    "@foundry-rs/anvil",
    "@metamask/delegation-abis",
    "@metamask/smart-accounts-kit",
    "@pimlico/alto",
  ]) {
    hash.update(`${pkg}@${await packageVersion(pkg)}\n`);
  }
  hash.update(`solc@${solcVersion}\n`);
  const solidity = (await readdir(contractsDir, { recursive: true, encoding: "utf8" }))
    .filter((file) => file.endsWith(".sol"))
    .sort();
  const inputs = [
    ...solidity.map((file) => join(contractsDir, file)),
    ...buildModules.map((file) => fileURLToPath(new URL(file, import.meta.url))),
  ];
  for (const file of inputs) {
    hash.update(`${relative(devnetRoot, file)}\n`);
    hash.update(await readFile(file));
  }
  return hash.digest("hex");
}

/** Some packages (alto) export no `package.json`: then it is found above their entry point. */
async function packageVersion(pkg: string): Promise<string> {
  const require = createRequire(import.meta.url);
  try {
    return (require(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    // Not exported: walk up from the entry point below.
  }
  let dir = dirname(require.resolve(pkg));
  for (;;) {
    const candidate = join(dir, "package.json");
    if (existsSync(candidate)) {
      const manifest = JSON.parse(await readFile(candidate, "utf8")) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === pkg && manifest.version) return manifest.version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the version of ${pkg}`);
    dir = parent;
  }
}

async function cachedBuild(hash: string): Promise<DevnetManifest | undefined> {
  if (!existsSync(statePath) || !existsSync(manifestPath)) return undefined;
  try {
    const info = JSON.parse(await readFile(buildInfoPath, "utf8")) as { hash?: string };
    return info.hash === hash ? await readManifest(manifestPath) : undefined;
  } catch {
    return undefined;
  }
}

/** `anvil_dumpState` returns gzipped JSON as hex; `--load-state` wants the plain JSON. */
function decodeDumpedState(dump: `0x${string}`): string {
  const bytes = hexToBytes(dump);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return Buffer.from(gzipped ? gunzipSync(bytes) : bytes).toString("utf8");
}

async function generate(hash: string, log: (line: string) => void): Promise<DevnetManifest> {
  const compileStart = performance.now();
  const artifacts = await compileContracts();
  for (const artifact of artifacts.values()) {
    await writeFileAtomic(
      join(artifactsDir, `${artifact.contractName}.json`),
      `${JSON.stringify(artifact, null, 2)}\n`,
    );
  }
  log(
    `devnet: compiled ${artifacts.size} contracts in ${Math.round(performance.now() - compileStart)} ms`,
  );

  const stateStart = performance.now();
  const anvil = await startAnvil({ port: 0 });
  try {
    const clients = buildClients(anvil.rpcUrl);
    const deployment = await deployContracts(clients, artifacts);
    const pairs = await seedChain(clients, deployment);
    const farcaster = await registerFarcasterAccounts(
      clients,
      deployment.idRegistry,
      clients.walletFor(devAccount(0)),
    );
    // The registrations' gas came out of account 0 after the seed evened the accounts out.
    await clients.testClient.setBalance({ address: devAccount(0).address, value: DEV_ACCOUNT_ETH });
    // alto deploys its simulation contracts when it first meets a chain; doing that here puts
    // them in the saved state, so later starts send no transaction and stay quick.
    const bundler = await startBundler({ rpcUrl: anvil.rpcUrl, log });
    await bundler.stop();
    const manifest = await assembleManifest(clients, deployment, pairs, farcaster);
    const state = decodeDumpedState(await clients.testClient.dumpState());

    await writeFileAtomic(statePath, state);
    await writeFileAtomic(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    // Written last: its hash marks the files above as a complete, matching set.
    await writeFileAtomic(buildInfoPath, `${JSON.stringify({ hash, solcVersion }, null, 2)}\n`);
    log(
      `devnet: deployed, seeded and saved chain state in ${Math.round(performance.now() - stateStart)} ms`,
    );
    return manifest;
  } finally {
    await anvil.stop();
  }
}

let pending: Promise<DevnetBuild> | undefined;

/**
 * Compiles, deploys and seeds the devnet once, then reuses `build/` for as long as its inputs
 * are unchanged. Safe to call from many places (and processes) at once.
 */
export function ensureDevnetBuild(options: EnsureBuildOptions = {}): Promise<DevnetBuild> {
  const log = options.log ?? ((line: string) => console.error(line));
  if (options.force) return build(true, log);
  pending ??= build(false, log).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function build(force: boolean, log: (line: string) => void): Promise<DevnetBuild> {
  const hash = await computeBuildHash();
  if (!force) {
    const cached = await cachedBuild(hash);
    if (cached) return { manifest: cached, statePath, rebuilt: false };
  }
  return withFileLock(join(buildDir, ".lock"), async () => {
    // Another process may have finished the same build while we waited for the lock.
    const cached = force ? undefined : await cachedBuild(hash);
    if (cached) return { manifest: cached, statePath, rebuilt: false };
    return { manifest: await generate(hash, log), statePath, rebuilt: true };
  });
}
