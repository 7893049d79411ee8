import type { SmartAccountsEnvironment } from "@metamask/smart-accounts-kit";
import { deploySmartAccountsEnvironment } from "@metamask/smart-accounts-kit/utils";
import { type Address, getAddress } from "viem";
import { anvil } from "viem/chains";
import { devAccount } from "./accounts.js";
import type { BuildClients } from "./clients.js";

export type { SmartAccountsEnvironment };

/** Checksums every address, so the manifest reads the same however the deployer spelled them. */
function checksummed(environment: SmartAccountsEnvironment): SmartAccountsEnvironment {
  const map = (record: Record<string, Address>) =>
    Object.fromEntries(
      Object.entries(record).map(([name, address]) => [name, getAddress(address)]),
    );
  return {
    DelegationManager: getAddress(environment.DelegationManager),
    EntryPoint: getAddress(environment.EntryPoint),
    SimpleFactory: getAddress(environment.SimpleFactory),
    implementations: map(environment.implementations),
    caveatEnforcers: map(environment.caveatEnforcers),
  };
}

/**
 * Deploys MetaMask's Delegation Framework (DeleGator smart accounts, DelegationManager, caveat
 * enforcers) from the audited bytecode its npm packages ship, against the EntryPoint v0.7 that is
 * already at its canonical address (the toolkit would otherwise deploy an EntryPoint of its own).
 * Plain CREATEs from dev account 0, so the addresses only depend on its nonce.
 */
export async function deploySmartAccounts(
  clients: BuildClients,
  entryPoint: Address,
): Promise<SmartAccountsEnvironment> {
  const environment = await deploySmartAccountsEnvironment(
    clients.walletFor(devAccount(0)),
    clients.publicClient,
    anvil,
    { EntryPoint: entryPoint },
  );
  return checksummed(environment);
}
