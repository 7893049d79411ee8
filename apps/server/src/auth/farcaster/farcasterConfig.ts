import { type Address, getAddress, isAddress } from "viem";
import { nonEmpty, parseHttpBase } from "../../config/envValues.js";
import { ConfigError } from "../../configError.js";

/** Farcaster's IdRegistry on Optimism, where real fids live. */
export const OPTIMISM_ID_REGISTRY: Address = "0x00000000Fc6c5F01Fc30151999387Bb99A9f489b";

/** Farcaster's public auth relay. */
export const PUBLIC_FARCASTER_RELAY = "https://relay.farcaster.xyz";

/** Sign In With Farcaster: the relay channels go through, and the chain that says who owns an fid. */
export interface FarcasterConfig {
  relayUrl: string;
  /** An RPC URL of the chain holding the IdRegistry (Optimism in production). */
  rpcUrl: string;
  idRegistry: Address;
}

/**
 * `FOYER_FARCASTER_RPC_URL` turns Farcaster on (an Optimism RPC in production);
 * `FOYER_FARCASTER_RELAY_URL` (default the public relay) and `FOYER_FARCASTER_ID_REGISTRY`
 * (default Optimism's) point elsewhere. In development, without an RPC URL, the devnet and the
 * local relay stand in (`devnetRpcUrl`, `idpUrl`); in production Farcaster then stays off.
 */
export function parseFarcasterConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  standIns: { devnetRpcUrl: string | undefined; idpUrl: string },
): FarcasterConfig | undefined {
  const rawRpc = nonEmpty(env.FOYER_FARCASTER_RPC_URL);
  const local = rawRpc === undefined && !production;
  const rpc = rawRpc ?? (production ? undefined : standIns.devnetRpcUrl);
  if (rpc === undefined) return undefined;
  const rawRegistry = nonEmpty(env.FOYER_FARCASTER_ID_REGISTRY);
  if (rawRegistry !== undefined && !isAddress(rawRegistry, { strict: false })) {
    throw new ConfigError(`FOYER_FARCASTER_ID_REGISTRY must be an address (got "${rawRegistry}")`);
  }
  const rawRelay = nonEmpty(env.FOYER_FARCASTER_RELAY_URL);
  return {
    rpcUrl: parseHttpBase("FOYER_FARCASTER_RPC_URL", rpc),
    relayUrl: parseHttpBase(
      "FOYER_FARCASTER_RELAY_URL",
      rawRelay ?? (local ? standIns.idpUrl : PUBLIC_FARCASTER_RELAY),
    ),
    idRegistry: rawRegistry === undefined ? OPTIMISM_ID_REGISTRY : getAddress(rawRegistry),
  };
}
