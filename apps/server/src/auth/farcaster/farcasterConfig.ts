import * as v from "valibot";
import { type Address, getAddress, isAddress } from "viem";
import { type EnvReader, httpBase } from "../../config/envSchemas.js";
import { nonEmpty } from "../../config/envValues.js";

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
 * Refusals join the reader's.
 */
export function parseFarcasterConfig(
  reader: EnvReader,
  env: NodeJS.ProcessEnv,
  production: boolean,
  standIns: { devnetRpcUrl: string | undefined; idpUrl: string },
): FarcasterConfig | undefined {
  const local = nonEmpty(env.FOYER_FARCASTER_RPC_URL) === undefined && !production;
  const standInRpc = local ? standIns.devnetRpcUrl?.replace(/\/+$/, "") : undefined;
  const rpcUrl = reader.read("FOYER_FARCASTER_RPC_URL", httpBase) ?? standInRpc;
  if (rpcUrl === undefined) return undefined;
  const relayUrl = reader.read(
    "FOYER_FARCASTER_RELAY_URL",
    httpBase,
    local ? standIns.idpUrl : PUBLIC_FARCASTER_RELAY,
  );
  return {
    rpcUrl,
    relayUrl,
    idRegistry: reader.read("FOYER_FARCASTER_ID_REGISTRY", ID_REGISTRY, OPTIMISM_ID_REGISTRY),
  };
}

const ID_REGISTRY = v.pipe(
  v.string(),
  v.check(
    (value) => isAddress(value, { strict: false }),
    (issue) => `must be an address (got "${issue.input}")`,
  ),
  v.transform((value) => getAddress(value)),
);
