import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  DEVNET_CHAIN_ID,
  type NetworkConfig,
  type ServerConfig,
  type SmartAccountContracts,
} from "../config.js";

interface ManifestToken {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** The part of `@foyer/devnet`'s `DevnetManifest` the server uses (kept structural: no build-time dependency). */
export interface DevnetManifestSubset {
  contracts: {
    usdc: ManifestToken;
    foy: ManifestToken;
    weth: ManifestToken;
    dexFactory: { address: string };
    /** Absent in a build from before swaps. */
    dexRouter?: { address: string };
    /** Absent in a build from before smart accounts. */
    smartAccounts?: SmartAccountContracts;
    /** Absent in a build from before sponsored gas. */
    paymaster?: { address: string };
  };
}

/** The devnet's tokens, DEX pricing and indexing start, on top of its network entry. */
export function withDevnetManifest(
  network: NetworkConfig,
  manifest: DevnetManifestSubset,
): NetworkConfig {
  const { usdc, foy, weth, dexFactory, dexRouter, smartAccounts, paymaster } = manifest.contracts;
  const token = ({ address, name, symbol, decimals }: ManifestToken) => ({
    address,
    name,
    symbol,
    decimals,
  });
  return {
    ...network,
    tokens: [token(usdc), token(foy), token(weth)],
    dex: {
      factory: dexFactory.address,
      stablecoin: usdc.address,
      wrappedNative: weth.address,
      ...(dexRouter === undefined ? {} : { router: dexRouter.address }),
    },
    // A devnet is short and local: index all of it, including the seeded funding.
    indexFromBlock: network.indexFromBlock ?? 0,
    ...(network.smartAccounts === undefined && smartAccounts !== undefined
      ? { smartAccounts }
      : {}),
    ...(network.paymaster === undefined && paymaster !== undefined
      ? { paymaster: paymaster.address }
      : {}),
  };
}

/**
 * Start-up helper: when the `@foyer/devnet` workspace package is present and
 * built, fill the devnet network's tokens and DEX from its manifest. Anything
 * missing leaves the config as it was (the server then lists ETH only).
 */
export async function withDevnetAssets(config: ServerConfig): Promise<ServerConfig> {
  const network = config.networks[DEVNET_CHAIN_ID];
  if (network === undefined || network.tokens !== undefined) return config;
  const manifest = await readDevnetManifest();
  if (manifest === undefined) return config;
  return {
    ...config,
    networks: { ...config.networks, [DEVNET_CHAIN_ID]: withDevnetManifest(network, manifest) },
  };
}

async function readDevnetManifest(): Promise<DevnetManifestSubset | undefined> {
  try {
    // Resolved, not imported: importing the package would pull in its build tooling.
    const entry = fileURLToPath(import.meta.resolve("@foyer/devnet"));
    const path = resolve(dirname(entry), "../build/manifest.json");
    return JSON.parse(await readFile(path, "utf8")) as DevnetManifestSubset;
  } catch {
    return undefined;
  }
}
