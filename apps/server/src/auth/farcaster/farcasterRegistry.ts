import { type Address, createPublicClient, http, type PublicClient, parseAbi } from "viem";
import type { FarcasterConfig } from "./farcasterConfig.js";

/** The two reads of Farcaster's IdRegistry that say who holds an fid. */
const ID_REGISTRY_ABI = parseAbi([
  "function idOf(address owner) view returns (uint256 fid)",
  "function custodyOf(uint256 fid) view returns (address owner)",
]);

/** Who holds which fid, on the chain the config names. */
export interface FarcasterRegistry {
  /** The fid `custody` holds; 0n when none. */
  idOf(custody: Address): Promise<bigint>;
  /** The custody address of `fid`; the zero address when unregistered. */
  custodyOf(fid: bigint): Promise<Address>;
  /** The chain's client, for signature checks (ERC-1271 custody contracts). */
  publicClient: PublicClient;
}

export function createFarcasterRegistry(config: FarcasterConfig): FarcasterRegistry {
  const publicClient = createPublicClient({ transport: http(config.rpcUrl, { timeout: 10_000 }) });
  const read = {
    address: config.idRegistry,
    abi: ID_REGISTRY_ABI,
  } as const;
  return {
    publicClient,
    idOf: (custody) =>
      publicClient.readContract({ ...read, functionName: "idOf", args: [custody] }),
    custodyOf: (fid) =>
      publicClient.readContract({ ...read, functionName: "custodyOf", args: [fid] }),
  };
}
