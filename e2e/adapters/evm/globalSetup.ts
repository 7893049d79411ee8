import { startChain, startDevnet } from "@foyer/devnet";
import type { TestProject } from "vitest/node";

export interface EvmTestChains {
  /** The devnet (chain 31337, every dev account holding 10,000 ETH). */
  rpcUrl: string;
  accounts: { address: `0x${string}`; privateKey: `0x${string}` }[];
  /** An empty anvil with chain id 31338, a chain the test wallet does not know. */
  altRpcUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    evmChains: EvmTestChains;
  }
}

/**
 * Starts the chains once, in Node: the devnet library resolves its files with
 * `new URL(…, import.meta.url)`, which happy-dom's URL (the tests'
 * environment, for `window`) cannot do. Test files split the dev accounts
 * (see `accounts.ts`) so parallel files never spend each other's ETH.
 */
export default async function setup(project: TestProject) {
  const devnet = await startDevnet();
  const alt = await startChain(31338);
  project.provide("evmChains", {
    rpcUrl: devnet.rpcUrl,
    accounts: devnet.manifest.accounts.map(({ address, privateKey }) => ({ address, privateKey })),
    altRpcUrl: alt.rpcUrl,
  });
  return async () => {
    await Promise.all([devnet.stop(), alt.stop()]);
  };
}
