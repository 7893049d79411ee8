import type { Address } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { ServerConfig } from "../config.js";
import type { Db } from "../db/database.js";
import { createPaymasterService, type PaymasterService } from "./paymasterService.js";

/** The networks' paymasters, by CAIP-2 id: only networks with a bundler can use one. */
export function configuredPaymasters(networks: ServerConfig["networks"]): Record<string, Address> {
  const paymasters: Record<string, Address> = {};
  for (const [chainId, network] of Object.entries(networks)) {
    if (network.paymaster !== undefined && network.bundlerUrl !== undefined) {
      paymasters[chainId] = network.paymaster as Address;
    }
  }
  return paymasters;
}

/** The paymaster service, when the server holds a signer key and a network has a paymaster. */
export function paymasterServiceFor(
  config: Pick<ServerConfig, "networks" | "paymasterSignerKey">,
  db: Db,
  now: () => number,
): PaymasterService | undefined {
  const paymasters = configuredPaymasters(config.networks);
  if (config.paymasterSignerKey === undefined || Object.keys(paymasters).length === 0) {
    return undefined;
  }
  return createPaymasterService({
    db,
    paymasters,
    signer: privateKeyToAccount(config.paymasterSignerKey),
    now,
  });
}
